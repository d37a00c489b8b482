import type { ReactNode, Ref } from 'react';
import { Icon, type IconName } from '../icons/Icon';
import './SectionHeader.css';

interface Props {
  icon: IconName;
  /** The heading's id: the section is labelled by it. */
  id: string;
  title: string;
  /** A line under the title saying what the section is for. */
  lead?: ReactNode;
  /** A link or button beside the title (below it on a phone). */
  action?: ReactNode;
  /** A section that hands the focus to its heading (after removing a row) passes a ref: it becomes focusable. */
  headingRef?: Ref<HTMLHeadingElement>;
}

/**
 * The header of a settings card: icon, title, lead and action, drawn the same way in every section
 * of a page (issue 34), whichever feature owns the section.
 */
export function SectionHeader({ icon, id, title, lead, action, headingRef }: Props) {
  return (
    <div className="section-header">
      <span className="icon-badge section-header__icon">
        <Icon name={icon} />
      </span>
      <div className="section-header__titles">
        <h2 id={id} ref={headingRef} tabIndex={headingRef ? -1 : undefined}>
          {title}
        </h2>
        {lead && <p className="section-header__lead">{lead}</p>}
      </div>
      {action && <div className="section-header__action">{action}</div>}
    </div>
  );
}
