import { useSearchParams } from 'react-router';
import { FuzzionMethods } from './FuzzionMethods';

/** /mfa/methods?isFuzzion=true: the second-factor methods a merged account still needs. */
export default function FuzzionMethodsPage() {
  const [params] = useSearchParams();
  return <FuzzionMethods methods={params.get('methods')} redirect={params.get('redirect')} />;
}
