import { useAppDispatch } from '../../store/hooks';
import { purchaseRequested } from '../../store/system.slice';
import { QuestionLine } from './QuestionLine';

/** "Don't have access? Purchase here" — opens the configured purchase site. */
export function PurchaseLine({ question, action }: { question: string; action: string }) {
  const dispatch = useAppDispatch();
  return <QuestionLine question={question} action={action} onAction={() => dispatch(purchaseRequested())} />;
}
