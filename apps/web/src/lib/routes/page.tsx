import { createElement, type ComponentType, type ReactNode } from 'react';
import { useLoaderData, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { PageFailure } from '../../components/ui/PageFailure';
import { loadTextGroups } from '../i18n/i18n';
import type { TextGroup } from '../i18n/resources';
import type { PageRoute } from './routes';

/**
 * A feature's screen: its bundle, the text groups it shows beyond the core texts, and its props.
 * The router loads the bundle and the texts before it draws the screen, so a screen never suspends
 * and a prerendered page is replaced by itself. Two routes of one screen differ by `key` where they
 * must not share state (the set-up steps).
 */
export interface Screen {
  load: () => Promise<{ default: ComponentType<never> }>;
  texts: readonly TextGroup[];
  props?: object;
}

export function screen<P extends object>(load: () => Promise<{ default: ComponentType<P> }>, texts: readonly TextGroup[] = [], props?: P & { key?: string }): Screen {
  return { load: load as Screen['load'], texts, props };
}

/** The pages a feature draws, by route name: its route subtree, which the app's router assembles. */
export type FeatureRoutes = Partial<Record<PageRoute, Screen>>;

async function draw({ load, texts, props }: Screen) {
  const [module] = await Promise.all([load(), loadTextGroups(texts)]);
  return createElement(module.default as ComponentType<object>, props);
}

function Drawn() {
  return useLoaderData<{ element: ReactNode }>().element;
}

/**
 * A route whose address serves several features' screens, told apart by the query (specification
 * section 4: /mfa is a login's code screen, a step-up's or an onboarding's address check). Only the
 * chosen screen's bundle and texts are loaded, by the route's loader: a bundle that fails to load
 * (a deploy replaced it) then shows the route's error element, which a failed `route.lazy` does not
 * on the first load (React Router 7 keeps the hydrate fallback).
 */
export function pageByQuery<K extends string>(pick: (query: URLSearchParams) => K, screens: Record<K, Screen>): Pick<RouteObject, 'loader' | 'Component' | 'errorElement' | 'shouldRevalidate'> {
  return {
    loader: async ({ request }: LoaderFunctionArgs) => ({ element: await draw(screens[pick(new URL(request.url).searchParams)]) }),
    // The same screen stays drawn (and keeps its state) while only its query changes.
    shouldRevalidate: ({ currentUrl, nextUrl }) => pick(currentUrl.searchParams) !== pick(nextUrl.searchParams),
    Component: Drawn,
    errorElement: <PageFailure />,
  };
}

/** A route that draws one screen, with the page's error element in the layout's place. */
export function page(shown: Screen): ReturnType<typeof pageByQuery> {
  return pageByQuery(() => 'only', { only: shown });
}
