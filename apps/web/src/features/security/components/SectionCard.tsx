import { useId, type ReactNode } from 'react';
import { Card } from '../../../components/ui/Card';
import { Icon, type IconName } from '../../../components/icons/Icon';

interface Props {
  icon: IconName;
  title: string;
  text?: string;
  /** A link or button beside the title. */
  action?: ReactNode;
  children?: ReactNode;
}

/** One block of the security settings: a labelled region with its title, text and main action. */
export function SectionCard({ icon, title, text, action, children }: Props) {
  const id = useId();
  return (
    <Card as="section" className="security-section" aria-labelledby={id}>
      <div className="security-section__head">
        <span className="icon-badge">
          <Icon name={icon} />
        </span>
        <div className="security-section__titles">
          <h2 id={id}>{title}</h2>
          {text && <p className="muted">{text}</p>}
        </div>
        {action && <div className="security-section__action">{action}</div>}
      </div>
      {children}
    </Card>
  );
}
