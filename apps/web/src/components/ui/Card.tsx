import type { HTMLAttributes } from 'react';
import './Card.css';

interface CardProps extends HTMLAttributes<HTMLElement> {
  /** section gives a region landmark when labelled; div for plain grouping. */
  as?: 'div' | 'section';
  padding?: 'none' | 'md' | 'lg';
}

export function Card({ as: Tag = 'div', padding = 'lg', className, ...rest }: CardProps) {
  return <Tag className={['card', `card--pad-${padding}`, className].filter(Boolean).join(' ')} {...rest} />;
}
