import { useId, type ReactNode } from 'react';
import { Card } from '../../../components/ui/Card';
import type { IconName } from '../../../components/icons/Icon';
import { SectionHeader } from '../../../components/ui/SectionHeader';

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
      <SectionHeader icon={icon} id={id} title={title} lead={text} action={action} />
      {children}
    </Card>
  );
}
