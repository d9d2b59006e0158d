import { useLingui } from '@lingui/react';
import { ContentLayout } from '@/components/layouts/content-layout';
import { useNoIndex } from '@/hooks/use-no-index';
import { QuoteListPage } from '@/features/quote-list/components/quote-list-page';

const messages = {
  description: /*i18n*/ {
    id: 'quoteList.description',
    message:
      'Rent some units, buy others, each with its own dates and quantity — and send them in one request. The branches holding them answer with prices, availability and delivery.',
  },
};

/** `/quote`: the visitor's quote list (lazily loaded: the header carries only its count). */
export default function QuoteRoute() {
  useNoIndex();
  const { i18n } = useLingui();
  return (
    <ContentLayout route="quoteList" description={i18n._(messages.description)}>
      <QuoteListPage />
    </ContentLayout>
  );
}
