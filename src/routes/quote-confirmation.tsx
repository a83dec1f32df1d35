/** /quote/{id}/confirmation: a validated quote whose order waits for its trading group's confirmation. */
import { useParams } from 'react-router-dom';
import { OrderOutcome } from '../features/validation/order-outcome.tsx';

export default function QuoteConfirmationPage() {
  const { id } = useParams();
  return <OrderOutcome key={id} quoteId={Number(id)} page="confirmation" />;
}
