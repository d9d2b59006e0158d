import { RequestQuoteElement } from './request-quote-element';

if (!customElements.get('request-quote'))
  customElements.define('request-quote', RequestQuoteElement);
