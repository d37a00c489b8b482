import { useId, type ReactNode } from 'react';
import { Card } from '../../../components/ui/Card';
import './Onboarding.css';
import '../../../styles/screens.css';

interface Props {
  title: string;
  lead?: ReactNode;
  /** Above the title: the method's picture on the code screens, for instance. */
  illustration?: ReactNode;
  children?: ReactNode;
  /** The way back, below a rule. */
  footer?: ReactNode;
}

/** The frame of every onboarding screen: the centred card, its heading as the region's name. */
export function OnboardingCard({ title, lead, illustration, children, footer }: Props) {
  const titleId = useId();
  return (
    <Card as="section" className="public-card onboarding" aria-labelledby={titleId}>
      {illustration}
      <h1 id={titleId}>{title}</h1>
      {lead && <p className="muted onboarding__lead">{lead}</p>}
      {children}
      {footer && <div className="mfa-screen__footer">{footer}</div>}
    </Card>
  );
}
