import { ErrorPage } from '@/components/error-page/error-page';

export const NOT_FOUND_MESSAGE = 'This page could not be found';

/** Unknown routes show the error page with status 404. */
export default function NotFoundRoute() {
  return <ErrorPage status={404} message={NOT_FOUND_MESSAGE} />;
}
