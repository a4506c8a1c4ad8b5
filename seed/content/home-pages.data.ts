/** Every site has one home page, with this id. */
export const homePageId = (siteId: string) => `home-${siteId}`;

/** The home page hero per language: headline and lead text (demo copy). */
export const HOME_COPY: Readonly<Record<string, { title: string; lead: string }>> = {
  en: {
    title: 'Wire processing, end to end',
    lead: 'Cutting, stripping, crimping, harness assembly and testing machines from the Kudex Group brands, with service wherever you produce.',
  },
  de: {
    title: 'Kabelverarbeitung aus einer Hand',
    lead: 'Schneiden, Abisolieren, Crimpen, Kabelbaumfertigung und Prüfen: Maschinen der Marken der Kudex Group, mit Service überall, wo Sie produzieren.',
  },
  cs: {
    title: 'Zpracování kabelů od začátku do konce',
    lead: 'Stroje značek skupiny Kudex pro dělení, odizolování, krimpování, výrobu kabelových svazků a testování, se servisem všude, kde vyrábíte.',
  },
  es: {
    title: 'Procesamiento de cables de principio a fin',
    lead: 'Máquinas de corte, pelado, crimpado, ensamblaje de mazos y pruebas de las marcas del Grupo Kudex, con servicio allí donde produzca.',
  },
  fr: {
    title: 'Le traitement des câbles de bout en bout',
    lead: 'Machines de coupe, de dénudage, de sertissage, d’assemblage de faisceaux et de test des marques du groupe Kudex, avec un service partout où vous produisez.',
  },
  hu: {
    title: 'Kábelfeldolgozás az elejétől a végéig',
    lead: 'A Kudex csoport márkáinak vágó-, csupaszoló-, krimpelő-, kábelköteg-gyártó és vizsgálógépei, szervizzel mindenhol, ahol gyárt.',
  },
  ja: {
    title: 'ワイヤー加工をトータルに',
    lead: 'Kudexグループ各ブランドの切断・被覆剥離・圧着・ハーネス組立・検査装置を、お客様の生産拠点すべてでサービスと共に。',
  },
  pt: {
    title: 'Processamento de cabos de ponta a ponta',
    lead: 'Máquinas de corte, decapagem, crimpagem, montagem de chicotes e teste das marcas do Grupo Kudex, com assistência onde quer que produza.',
  },
  ro: {
    title: 'Procesarea cablurilor de la cap la coadă',
    lead: 'Mașini de tăiere, dezizolare, sertizare, asamblare de cablaje și testare de la mărcile Grupului Kudex, cu service oriunde produceți.',
  },
  sk: {
    title: 'Spracovanie káblov od začiatku do konca',
    lead: 'Stroje značiek skupiny Kudex na delenie, odizolovanie, krimpovanie, výrobu káblových zväzkov a testovanie, so servisom všade, kde vyrábate.',
  },
  zh: {
    title: '线缆加工，一站式解决',
    lead: 'Kudex 集团旗下品牌的切割、剥线、压接、线束组装与检测设备，并在您生产的每个地方提供服务。',
  },
};

/** Site taglines shown under the site name on the home pages of the sites other than the main one. */
export const SITE_TAGLINES: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  wustec: {
    en: 'Precision crimping and stripping tools since 1962.',
    de: 'Präzise Crimp- und Abisolierwerkzeuge seit 1962.',
    fr: 'Outils de sertissage et de dénudage de précision depuis 1962.',
  },
  'north-america-events': {
    en: 'Meet the Kudex team at trade shows and open houses across North America.',
    es: 'Conozca al equipo de Kudex en ferias y jornadas de puertas abiertas en Norteamérica.',
  },
  'brand-portal': { en: 'Logos, typography, colours and imagery of the Kudex Group brands.' },
  'revolution-im-schaltschrankbau': { de: 'Automatisierte Verdrahtung: die Revolution im Schaltschrankbau.' },
};
