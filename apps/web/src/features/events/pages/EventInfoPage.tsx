import { useParams } from 'react-router';
import { EventGate } from '../../../shared/events/EventGate.tsx';
import { EventOverview } from '../../../shared/events/EventOverview.tsx';

/** The information page of one event, for a route key ('123' or 'evento_123'). */
export function EventInfo({ eventKey }: { eventKey: string | undefined }) {
  return <EventGate eventKey={eventKey}>{(event) => <EventOverview event={event} />}</EventGate>;
}

/** /proximos-eventos/:eventKey */
export function EventInfoPage() {
  const { eventKey } = useParams();
  return <EventInfo eventKey={eventKey} />;
}
