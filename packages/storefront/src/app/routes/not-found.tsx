import { useLingui } from '@lingui/react';
import { ErrorPage } from '@/components/error-page/error-page';

/** The 404 page's title (also the title of the pages of a unit or branch that does not exist). */
export const NOT_FOUND_MESSAGE = /*i18n*/ {
  id: 'errorPage.notFound',
  message: 'This page could not be found',
};

/** Unknown routes show the error page with status 404. */
export default function NotFoundRoute() {
  const { i18n } = useLingui();
  return <ErrorPage status={404} message={i18n._(NOT_FOUND_MESSAGE)} />;
}
