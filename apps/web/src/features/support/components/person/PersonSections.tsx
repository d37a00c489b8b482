import type { SupportPerson } from '@portal/contract/support-person';
import { AppsSection } from './AppsSection';
import { FactorsSection } from './FactorsSection';
import { HistorySection } from './HistorySection';
import { LimitsSection } from './LimitsSection';
import { PendingSection, RecoveryRequestsSection } from './PendingSection';
import { CardsSection, ContactsSection, ProfileSection } from './ProfileSections';
import { SessionsSection } from './SessionsSection';
import { SupportResetSection } from './SupportResetSection';

export interface SectionProps {
  person: SupportPerson;
  /** An action is done: the page says so (its data is loaded again by the action). */
  onDone: (message: string) => void;
}

/** The person's page, in the order an agent on a call goes through it: who, how they sign in, what holds them. */
export function PersonSections({ person, onDone }: SectionProps) {
  return (
    <div className="desk-sections">
      <ProfileSection person={person} />
      <ContactsSection person={person} />
      <LimitsSection person={person} onDone={onDone} />
      <FactorsSection person={person} />
      <SupportResetSection person={person} onDone={onDone} />
      <SessionsSection person={person} onDone={onDone} />
      <PendingSection person={person} onDone={onDone} />
      <RecoveryRequestsSection person={person} onDone={onDone} />
      <AppsSection person={person} onDone={onDone} />
      <CardsSection person={person} />
      <HistorySection person={person} />
    </div>
  );
}
