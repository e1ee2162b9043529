import { useAppDispatch } from '../../store/hooks';
import { purchaseRequested } from '../../store/system.slice';
import { QuestionLine, type LineAction } from './QuestionLine';

/** "Don't have access? Purchase here" — opens the configured purchase site; optionally "... or Start free". */
export function PurchaseLine({
  question,
  action,
  alternative,
}: {
  question: string;
  action: string;
  alternative?: LineAction & { joiner: string };
}) {
  const dispatch = useAppDispatch();
  return <QuestionLine question={question} action={action} onAction={() => dispatch(purchaseRequested())} alternative={alternative} />;
}
