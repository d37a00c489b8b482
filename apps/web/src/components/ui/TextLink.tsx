import { Link, type LinkProps } from 'react-router';
import './TextLink.css';

/** An in-app link styled as text. */
export function TextLink({ className, ...rest }: LinkProps) {
  return <Link className={['text-link', className].filter(Boolean).join(' ')} {...rest} />;
}
