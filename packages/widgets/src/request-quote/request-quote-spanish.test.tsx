import {
  addSdkMessages,
  createClient,
  memoryStorage,
  type QuoteRequestBody,
  type QuoteRequestReceipt,
} from '@liftline/sdk';
import { SDK_MESSAGES_ES } from '@liftline/sdk/es';
import { aBranch, fakeFetch, jsonResponse } from '@liftline/sdk/testing';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { addWords } from '../messages';
import * as es from '../messages/es';
import { RequestQuote } from './request-quote-react';
import { onNov21of2026 } from './test-clock';

// <RequestQuote lang="es">: what the chunk `words-es` brings (the widgets' and the SDK's Spanish
// tables) turns the button, the dialog, its messages, prices and the request into Spanish.

const receipt: QuoteRequestReceipt = {
  id: 7,
  reference: 'Q-2026-000007',
  status: 'received',
  created_at: '2026-11-21T12:00:00.000Z',
};
const forklift = {
  id: 1,
  title: 'Montacargas Toyota 8FGCU25',
  for_rent: true,
  for_sale: false,
  rental_rates: { daily: 210, weekly: 1150, monthly: 3900 },
  sale_price: null,
};

function setup(lang: string) {
  const bodies: QuoteRequestBody[] = [];
  const languages: (string | null)[] = [];
  const client = createClient({
    baseUrl: 'http://api.test/api',
    locale: lang,
    fetch: fakeFetch(async (request) => {
      languages.push(request.headers.get('accept-language'));
      if (request.method === 'GET') return jsonResponse(forklift);
      bodies.push((await request.json()) as QuoteRequestBody);
      return jsonResponse(receipt, 201);
    }),
  });
  const storage = memoryStorage({
    test_local_branch: JSON.stringify(aBranch({ id: 3, city: 'Chicago', state: 'IL' })),
  });
  render(
    <RequestQuote
      client={client}
      productKey="test"
      storage={storage}
      equipmentId={1}
      lang={lang}
    />,
  );
  return { bodies, languages };
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { exact: false }), { target: { value } });

onNov21of2026();

describe('<RequestQuote lang="es">', () => {
  beforeAll(() => {
    addWords('es', es);
    addSdkMessages('es', SDK_MESSAGES_ES);
  });

  it('reads Solicitar cotización and writes its prices for es-US', async () => {
    setup('es');
    fireEvent.click(screen.getByRole('button', { name: 'Solicitar cotización' }));
    const dialog = await screen.findByRole('dialog', { name: 'Solicitar cotización' });
    await within(dialog).findByText(forklift.title);
    expect(within(dialog).getByText('$1,150: 1 × semana $1,150')).toBeTruthy();
    expect(within(dialog).getByText('Estimado antes de impuestos, entrega y exención por daños.'));
    expect(within(dialog).getByRole('heading', { level: 3, name: 'Su equipo' })).toBeTruthy();
  });

  it('says what is missing in Spanish and sends locale: es', async () => {
    const { bodies, languages } = setup('es-US');
    fireEvent.click(screen.getByRole('button', { name: 'Solicitar cotización' }));
    await screen.findByText(forklift.title);
    fireEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
    await screen.findByRole('heading', { level: 3, name: 'Obra y contacto' });
    type('Teléfono', '12');
    fireEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(await screen.findByText('Escriba su nombre')).toBeTruthy();
    expect(screen.getByText('Escriba un número de teléfono al que podamos llamarle')).toBeTruthy();
    type('Dirección de la obra', '1200 W Fulton Market');
    type('Código postal de la obra', '60601');
    type('Nombre', 'Ana Ruiz');
    type('Correo electrónico', 'ana@example.com');
    type('Teléfono', '(312) 555-0100');
    fireEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
    await screen.findByRole('heading', { level: 3, name: 'Confirme su solicitud' });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar solicitud' }));
    expect(await screen.findByText('Q-2026-000007')).toBeTruthy();
    expect(screen.getByText('¡Gracias, Ana Ruiz! Recibimos su solicitud de cotización.'));
    expect(bodies[0]?.locale).toBe('es');
    expect(new Set(languages)).toEqual(new Set(['es-US']));
  });

  it('stays English (no locale in the body) without lang', async () => {
    const { bodies } = setup('en');
    fireEvent.click(screen.getByRole('button', { name: 'Request a Quote' }));
    await screen.findByText(forklift.title);
    expect(screen.getByText('$1,150: 1 × week $1,150')).toBeTruthy();
    expect(bodies).toEqual([]);
  });
});
