import { options, type Ref, type VNode } from 'preact';

/**
 * React focuses an element rendered with `autoFocus` when it mounts; Preact only writes the
 * `autofocus` attribute, which a browser honours while the document loads and never after. So a
 * field that appears later (a step's form, a rename in place) would not take the focus. Every DOM
 * element with `autoFocus` gets a ref that focuses it once, as React does, and still sets the
 * element's own ref.
 */
const focused = new WeakSet<HTMLElement>();

function focusOnce(element: HTMLElement | null): void {
  if (!element || focused.has(element)) return;
  focused.add(element);
  element.focus();
}

// One wrapper per ref, so that the ref Preact compares between renders stays the same.
const wrappers = new WeakMap<object, Ref<HTMLElement>>();

function focusingRef(ref: Ref<HTMLElement> | null | undefined): Ref<HTMLElement> {
  if (!ref) return focusOnce;
  let wrapper = wrappers.get(ref);
  if (!wrapper) {
    wrapper = (element: HTMLElement | null) => {
      focusOnce(element);
      if (typeof ref === 'function') return ref(element);
      ref.current = element;
    };
    wrappers.set(ref, wrapper);
  }
  return wrapper;
}

/** Called once, before the first render. */
export function focusAutoFocusOnMount(): void {
  const next = options.vnode;
  options.vnode = (vnode: VNode<{ autoFocus?: boolean }>) => {
    if (typeof vnode.type === 'string' && vnode.props.autoFocus) vnode.ref = focusingRef(vnode.ref);
    next?.(vnode);
  };
}
