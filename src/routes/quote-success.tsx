/** /quote/{id}/success: a validated quote that is an order (billed directly, or confirmed by its group). */
import { useParams } from 'react-router-dom';
import { OrderOutcome } from '../features/validation/order-outcome.tsx';

export default function QuoteSuccessPage() {
  const { id } = useParams();
  return <OrderOutcome key={id} quoteId={Number(id)} page="success" />;
}
