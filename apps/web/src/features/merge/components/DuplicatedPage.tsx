import { HOME_PATH } from '@portal/contract/spa-paths';
import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Navigate, useSearchParams, useNavigate } from 'react-router';

import { Card } from '../../../components/ui/Card';
import { Loading } from '../../../components/ui/Loading';
import { afterLoginTarget, fuzzionMfaPath } from '../../../lib/routes/paths';
import { pathOf } from '../../../lib/routes/routes';
import { formatTarget } from '../../../lib/format/phone';
import { forcedSetup } from '../../session';
import { refreshMfa } from '../../mfa';
import { followTarget } from '../../../lib/routes/followTarget';
import { previewMerge } from '../api/calls';
import type { FuzzionCodeMethod } from '@portal/contract/fuzzion';
import { mergeOffer } from '../flowState';
import { CodeStep } from './CodeStep';
import { MergeFailed } from './MergeFailed';
import { MethodStep } from './MethodStep';
import { OfferStep } from './OfferStep';
import { ProofStep } from './ProofStep';
import { RejectedStep } from './RejectedStep';
import './Merge.css';
import { redirectScope } from '../../../config/redirect-scope';

type Step =
  | { name: 'offer' }
  | { name: 'proof' }
  | { name: 'methods'; methods: FuzzionCodeMethod[] }
  | { name: 'code'; methods: FuzzionCodeMethod[]; method: FuzzionCodeMethod }
  | { name: 'rejected' }
  | { name: 'failed' };

/**
 * /duplicated (specification section 2, query target and method): the merge offer of an e-mail
 * address or phone number that another account also uses, and the steps of accepting it (proof,
 * where the code goes, the code) or declining it. The steps stay on this page: a reload starts
 * again from the offer, whose payload is kept in session storage.
 */
export default function DuplicatedPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [payload, setPayload] = useState(mergeOffer.read);
  const [step, setStep] = useState<Step>({ name: 'offer' });
  const preview = useQuery({
    queryKey: ['merge-preview', payload],
    queryFn: () => previewMerge(payload ?? ''),
    enabled: !!payload,
    retry: false,
    staleTime: Infinity,
  });
  const redirect = params.get('redirect');
  const typed = params.get('target');
  const target = typed && formatTarget(params.get('method') ?? '', typed);

  if (!payload) return <Navigate to={HOME_PATH} replace />;
  const failed = () => setStep({ name: 'failed' });
  const otherPlatform = preview.data?.other_platforms[0] ?? preview.data?.matches[0]?.platform ?? null;
  // Ignoring (or continuing after a decline) drops the offer: the SPA forgets the payload.
  const carryOn = () => {
    mergeOffer.forget();
    followTarget(navigate, afterLoginTarget(redirect, redirectScope(), forcedSetup.isDue()));
  };

  if (step.name === 'failed' || preview.status === 'error') return <MergeFailed platform={otherPlatform} />;
  if (step.name === 'rejected') return <RejectedStep onContinue={carryOn} />;
  if (preview.status === 'pending') {
    return (
      <Card className="public-card merge">
        <Loading />
      </Card>
    );
  }
  switch (step.name) {
    case 'proof':
      return (
        <ProofStep
          payload={payload}
          proofs={preview.data.proofs}
          onProved={(methods) => setStep({ name: 'methods', methods })}
          onBack={() => setStep({ name: 'offer' })}
          onFailed={failed}
        />
      );
    case 'methods':
      return (
        <MethodStep
          payload={payload}
          methods={step.methods}
          onSent={(method, next) => {
            mergeOffer.save(next);
            setPayload(next);
            setStep({ name: 'code', methods: step.methods, method });
          }}
          onBack={() => setStep({ name: 'proof' })}
          onFailed={failed}
        />
      );
    case 'code':
      return (
        <CodeStep
          payload={payload}
          method={step.method}
          onBack={() => setStep({ name: 'methods', methods: step.methods })}
          onFailed={failed}
          onMerged={async (answer) => {
            await refreshMfa(queryClient);
            // Further MFA first (specification section 4); the success screen follows it.
            if (answer.mfa.length > 0) {
              await navigate(fuzzionMfaPath(answer.mfa), { replace: true });
              return;
            }
            mergeOffer.forget();
            await navigate(pathOf('fuzzion-success'), { replace: true });
          }}
        />
      );
    default:
      return (
        <OfferStep
          payload={payload}
          preview={preview.data}
          target={target}
          onAccept={() => setStep({ name: 'proof' })}
          onDeclined={() => {
            mergeOffer.forget();
            setStep({ name: 'rejected' });
          }}
          onIgnore={carryOn}
          onFailed={failed}
        />
      );
  }
}
