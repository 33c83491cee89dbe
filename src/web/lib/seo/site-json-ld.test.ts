import { describe, expect, it } from 'vitest';
import { siteJsonLd } from './site-json-ld.ts';

const search = {
  '@type': 'SearchAction',
  target: { '@type': 'EntryPoint', urlTemplate: 'https://tressa.example/all?q={search_term_string}' },
  'query-input': 'required name=search_term_string',
};

describe('siteJsonLd', () => {
  it('describes the organisation and the site with its search', () => {
    expect(
      siteJsonLd({
        origin: 'https://tressa.example',
        shop: {
          name: 'Tressa',
          email: 'hello@tressa.example',
          phone: '+44 20 7946 0000',
          socialUrl: 'https://instagram.com/tressa',
        },
      }),
    ).toStrictEqual({
      '@context': 'https://schema.org',
      '@graph': [
        {
          '@type': 'Organization',
          '@id': 'https://tressa.example/#organization',
          name: 'Tressa',
          url: 'https://tressa.example/',
          logo: 'https://tressa.example/logo.svg',
          email: 'hello@tressa.example',
          telephone: '+44 20 7946 0000',
          sameAs: ['https://instagram.com/tressa'],
        },
        {
          '@type': 'WebSite',
          '@id': 'https://tressa.example/#website',
          name: 'Tressa',
          url: 'https://tressa.example/',
          publisher: { '@id': 'https://tressa.example/#organization' },
          potentialAction: search,
        },
      ],
    });
  });

  it('leaves out contact details the shop has not set', () => {
    const site = siteJsonLd({
      origin: 'https://tressa.example/',
      shop: { name: 'Tressa', email: '', phone: ' ', socialUrl: '' },
    });
    expect(site['@graph'][0]).toStrictEqual({
      '@type': 'Organization',
      '@id': 'https://tressa.example/#organization',
      name: 'Tressa',
      url: 'https://tressa.example/',
      logo: 'https://tressa.example/logo.svg',
    });
    expect(site['@graph'][1].potentialAction).toStrictEqual(search);
  });
});
