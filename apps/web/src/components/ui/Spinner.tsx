import './Spinner.css';

/** A decorative spinner; the surrounding control or region announces the busy state. */
export function Spinner({ size = 16 }: { size?: number }) {
  return <span className="spinner" style={{ width: size, height: size }} aria-hidden="true" />;
}
