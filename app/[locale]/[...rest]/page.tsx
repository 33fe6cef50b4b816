import { notFound } from 'next/navigation';

// Any path no other route claims answers the localised 404 page with status 404.
export default function UnknownRoute() {
  notFound();
}
