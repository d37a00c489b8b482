import { useState } from 'react';
import type { QueryKey } from '@tanstack/react-query';
import { Button } from '../../../components/ui/Button';
import { useDeskAction } from '../queries';
import { ReasonDialog } from './ReasonDialog';

interface Props<R> {
  /** The button's words; `name` tells rows apart for screen readers (actionLabel). */
  label: string;
  name?: string;
  title: string;
  text: string;
  /** The dialog's confirm button; the button's words by default. */
  action?: string;
  variant?: 'primary' | 'secondary' | 'ghost' | 'link';
  run: (reason: string) => Promise<R>;
  /** The queries the action changes: loaded again once it is done. */
  refresh: QueryKey;
  onDone: (result: R) => void;
}

/** A button that opens its reason dialog and carries the action out; the dialog closes once it is done. */
export function DeskAction<R>({ label, name, title, text, action = label, variant = 'secondary', run, refresh, onDone }: Props<R>) {
  const [open, setOpen] = useState(false);
  const mutation = useDeskAction(run, refresh);
  return (
    <>
      <Button variant={variant} aria-label={name} onClick={() => setOpen(true)}>
        {label}
      </Button>
      <ReasonDialog
        open={open}
        title={title}
        text={text}
        action={action}
        busy={mutation.isPending}
        error={mutation.error}
        onCancel={() => {
          mutation.reset();
          setOpen(false);
        }}
        onConfirm={(reason) =>
          mutation.mutate(reason, {
            onSuccess: (result) => {
              setOpen(false);
              mutation.reset();
              onDone(result);
            },
          })
        }
      />
    </>
  );
}
