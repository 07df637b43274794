import {breadcrumbList, jsonLdText, organization, service} from '@site/src/lib/structuredData';

describe('structured data', () => {
  it('describes the organization with its links', () => {
    const data = organization({name: 'Ready', url: 'https://x.test/', logo: 'https://x.test/logo.svg', description: 'd', email: 'a@x.test', sameAs: ['https://l.test']});
    expect(data).toMatchObject({'@context': 'https://schema.org', '@type': 'Organization', name: 'Ready', url: 'https://x.test/', sameAs: ['https://l.test']});
  });

  it('numbers breadcrumbs from 1 in order', () => {
    const data = breadcrumbList([
      {name: 'Inicio', url: 'https://x.test/'},
      {name: 'Datos', url: 'https://x.test/#perfiles'},
      {name: 'Data Engineer', url: 'https://x.test/empresas/data-engineer'},
    ]);
    expect(data.itemListElement).toEqual([
      {'@type': 'ListItem', position: 1, name: 'Inicio', item: 'https://x.test/'},
      {'@type': 'ListItem', position: 2, name: 'Datos', item: 'https://x.test/#perfiles'},
      {'@type': 'ListItem', position: 3, name: 'Data Engineer', item: 'https://x.test/empresas/data-engineer'},
    ]);
  });

  it('names the provider of a role service', () => {
    const data = service({name: 'Data Engineer', description: 'd', url: 'https://x.test/r', providerName: 'Ready', providerUrl: 'https://x.test/', category: 'Data'});
    expect(data).toMatchObject({'@type': 'Service', provider: {'@type': 'Organization', name: 'Ready'}, serviceType: 'Data'});
  });

  it('gives a service its price range per unit when the page shows prices, and none otherwise', () => {
    const input = {name: 'Data Engineer', description: 'd', url: 'https://x.test/r', providerName: 'Ready', providerUrl: 'https://x.test/', category: 'Data'};
    expect(service({...input, prices: {low: 30, high: 55, currency: 'USD', unit: 'HUR'}}).offers).toEqual({
      '@type': 'AggregateOffer',
      priceCurrency: 'USD',
      lowPrice: 30,
      highPrice: 55,
      priceSpecification: {'@type': 'UnitPriceSpecification', priceCurrency: 'USD', minPrice: 30, maxPrice: 55, unitCode: 'HUR'},
    });
    // A "from" price has no top.
    expect(service({...input, prices: {low: 190, currency: 'USD', unit: 'MON'}}).offers).not.toHaveProperty('highPrice');
    expect(service(input)).not.toHaveProperty('offers');
  });

  it('cannot break out of its script element', () => {
    const text = jsonLdText(organization({name: '</script><script>alert(1)</script>', url: 'u', logo: 'l', description: 'd', email: 'e', sameAs: []}));
    expect(text).not.toContain('</script>');
    expect(JSON.parse(text).name).toBe('</script><script>alert(1)</script>');
  });
});
