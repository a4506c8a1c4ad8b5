export interface AboutPageCopy {
  title: string;
  lead: string;
  html: string;
}

/** Pages under /about on the main site with enough text to search (SPEC §7.3 demo content). */
export const ABOUT_PAGES: { id: string; slug: string; copy: Record<'en' | 'de', AboutPageCopy> }[] = [
  {
    id: 'about-crimping-technology',
    slug: 'crimping-technology',
    copy: {
      en: {
        title: 'Crimping technology',
        lead: 'How a reliable crimp connection is made, from the stripped wire to the finished terminal.',
        html: '<p>A crimp joins a terminal to a stripped conductor by cold forming. Our crimping presses monitor the crimp force curve of every single crimp and reject faulty connections automatically.</p><p>Crimp height, pull-out force and cross-section analysis prove the quality of each batch.</p>',
      },
      de: {
        title: 'Crimptechnik',
        lead: 'Wie eine zuverlässige Crimpverbindung entsteht, vom abisolierten Draht bis zum fertigen Kontakt.',
        html: '<p>Ein Crimp verbindet einen Kontakt durch Kaltumformung mit dem abisolierten Leiter. Unsere Crimppressen überwachen die Crimpkraftkurve jeder einzelnen Verbindung und sortieren fehlerhafte Verbindungen automatisch aus.</p><p>Crimphöhe, Auszugskraft und Schliffbild belegen die Qualität jeder Charge.</p>',
      },
    },
  },
  {
    id: 'about-quality-and-testing',
    slug: 'quality-and-testing',
    copy: {
      en: {
        title: 'Quality and testing',
        lead: 'Every wire harness leaves production tested: continuity, insulation and crimp quality.',
        html: '<p>Cable testers check continuity and insulation resistance of finished harnesses. Crimp cross-section analysis and pull testing complete the quality assurance of our machines.</p>',
      },
      de: {
        title: 'Qualität und Prüfung',
        lead: 'Jeder Kabelbaum verlässt die Fertigung geprüft: Durchgang, Isolation und Crimpqualität.',
        html: '<p>Kabeltester prüfen Durchgang und Isolationswiderstand fertiger Kabelbäume. Schliffbildanalyse und Auszugsprüfung ergänzen die Qualitätssicherung unserer Maschinen.</p>',
      },
    },
  },
  {
    id: 'about-sustainability',
    slug: 'sustainability',
    copy: {
      en: {
        title: 'Sustainability',
        lead: 'Energy-efficient machines, less insulation waste and repairable designs.',
        html: '<p>Servo drives cut the energy use of our cutting and stripping machines. Insulation waste is collected and recycled, and spare parts keep machines running for decades.</p>',
      },
      de: {
        title: 'Nachhaltigkeit',
        lead: 'Energieeffiziente Maschinen, weniger Isolationsabfall und reparierbare Konstruktionen.',
        html: '<p>Servoantriebe senken den Energieverbrauch unserer Schneide- und Abisoliermaschinen. Isolationsabfall wird gesammelt und recycelt, und Ersatzteile halten Maschinen über Jahrzehnte in Betrieb.</p>',
      },
    },
  },
  {
    id: 'about-history',
    slug: 'history',
    copy: {
      en: {
        title: 'Our history',
        lead: 'From a workshop for stripping tools in 1962 to a group of six wire processing brands.',
        html: '<p>Wustec built its first precision stripping tools in 1962. Schleuniger, Adaptronic, Cirris, Diit and Hosver joined over the following decades and today form the Kudex Group.</p>',
      },
      de: {
        title: 'Unsere Geschichte',
        lead: 'Von einer Werkstatt für Abisolierwerkzeuge im Jahr 1962 zu einer Gruppe von sechs Marken der Kabelverarbeitung.',
        html: '<p>Wustec baute 1962 seine ersten Präzisions-Abisolierwerkzeuge. Schleuniger, Adaptronic, Cirris, Diit und Hosver kamen in den folgenden Jahrzehnten dazu und bilden heute die Kudex Group.</p>',
      },
    },
  },
];
