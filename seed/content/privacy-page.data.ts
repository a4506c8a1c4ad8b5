import type { SeedPage, SeedPageCopy } from './pages.data.js';

interface PrivacyCopy {
  title: string;
  lead: string;
  sections: [heading: string, text: string][];
}

/**
 * The privacy policy the footer links to (`/en/privacy` was a 404), in every language the main
 * site serves. Short and plain: who is responsible, what is processed and why, the visitor's rights.
 */
const PRIVACY: Record<string, PrivacyCopy> = {
  en: {
    title: 'Privacy policy',
    lead: 'How the Kudex Group handles your personal data on this website.',
    sections: [
      [
        'Who is responsible',
        'Kudex Group AG, Industriestrasse 12, 3600 Thun, Switzerland, is responsible for this website. Questions about your data go to privacy@kudex.example.',
      ],
      [
        'What we process and why',
        'When you send a form we use the details you enter only to answer your request. Necessary cookies keep your language, region and sign-in; statistics and marketing cookies are set only with your consent, which you can change at any time in the cookie settings.',
      ],
      [
        'Your rights',
        'You may ask which data we hold about you, have it corrected or deleted, and object to its processing. You also have the right to complain to a data protection authority.',
      ],
    ],
  },
  de: {
    title: 'Datenschutzerklärung',
    lead: 'Wie die Kudex Group auf dieser Website mit Ihren personenbezogenen Daten umgeht.',
    sections: [
      [
        'Verantwortliche Stelle',
        'Verantwortlich für diese Website ist die Kudex Group AG, Industriestrasse 12, 3600 Thun, Schweiz. Fragen zu Ihren Daten richten Sie an privacy@kudex.example.',
      ],
      [
        'Was wir verarbeiten und warum',
        'Wenn Sie ein Formular absenden, verwenden wir Ihre Angaben ausschließlich zur Beantwortung Ihrer Anfrage. Notwendige Cookies speichern Sprache, Region und Anmeldung; Statistik- und Marketing-Cookies setzen wir nur mit Ihrer Einwilligung, die Sie in den Cookie-Einstellungen jederzeit ändern können.',
      ],
      [
        'Ihre Rechte',
        'Sie können Auskunft über Ihre bei uns gespeicherten Daten verlangen, diese berichtigen oder löschen lassen und der Verarbeitung widersprechen. Außerdem haben Sie das Recht, sich bei einer Datenschutzbehörde zu beschweren.',
      ],
    ],
  },
  cs: {
    title: 'Zásady ochrany osobních údajů',
    lead: 'Jak skupina Kudex na tomto webu zachází s vašimi osobními údaji.',
    sections: [
      [
        'Správce údajů',
        'Za tento web odpovídá společnost Kudex Group AG, Industriestrasse 12, 3600 Thun, Švýcarsko. Dotazy k vašim údajům posílejte na privacy@kudex.example.',
      ],
      [
        'Co zpracováváme a proč',
        'Když odešlete formulář, použijeme zadané údaje pouze k vyřízení vašeho dotazu. Nezbytné soubory cookie uchovávají jazyk, region a přihlášení; statistické a marketingové soubory cookie ukládáme jen s vaším souhlasem, který můžete kdykoli změnit v nastavení cookies.',
      ],
      [
        'Vaše práva',
        'Můžete požádat o informaci, jaké údaje o vás uchováváme, nechat je opravit nebo vymazat a vznést námitku proti jejich zpracování. Máte také právo podat stížnost u úřadu pro ochranu osobních údajů.',
      ],
    ],
  },
  es: {
    title: 'Política de privacidad',
    lead: 'Cómo trata el Grupo Kudex sus datos personales en este sitio web.',
    sections: [
      [
        'Responsable',
        'El responsable de este sitio web es Kudex Group AG, Industriestrasse 12, 3600 Thun, Suiza. Puede dirigir sus preguntas sobre sus datos a privacy@kudex.example.',
      ],
      [
        'Qué datos tratamos y por qué',
        'Cuando envía un formulario, utilizamos los datos que introduce únicamente para responder a su solicitud. Las cookies necesarias guardan su idioma, su región y su inicio de sesión; las cookies de estadística y de marketing solo se instalan con su consentimiento, que puede modificar en cualquier momento en la configuración de cookies.',
      ],
      [
        'Sus derechos',
        'Puede solicitar información sobre los datos que conservamos sobre usted, pedir su rectificación o supresión y oponerse a su tratamiento. También tiene derecho a presentar una reclamación ante una autoridad de protección de datos.',
      ],
    ],
  },
  fr: {
    title: 'Politique de confidentialité',
    lead: 'Comment le groupe Kudex traite vos données personnelles sur ce site.',
    sections: [
      [
        'Responsable du traitement',
        'Le responsable de ce site est Kudex Group AG, Industriestrasse 12, 3600 Thoune, Suisse. Vos questions sur vos données peuvent être adressées à privacy@kudex.example.',
      ],
      [
        'Ce que nous traitons et pourquoi',
        'Lorsque vous envoyez un formulaire, nous utilisons les informations saisies uniquement pour répondre à votre demande. Les cookies nécessaires conservent votre langue, votre région et votre connexion ; les cookies de statistiques et de marketing ne sont déposés qu’avec votre consentement, que vous pouvez modifier à tout moment dans les paramètres des cookies.',
      ],
      [
        'Vos droits',
        'Vous pouvez demander quelles données nous détenons à votre sujet, les faire rectifier ou effacer et vous opposer à leur traitement. Vous avez également le droit d’introduire une réclamation auprès d’une autorité de protection des données.',
      ],
    ],
  },
  hu: {
    title: 'Adatvédelmi tájékoztató',
    lead: 'Hogyan kezeli a Kudex csoport a személyes adatait ezen a weboldalon.',
    sections: [
      [
        'Az adatkezelő',
        'A weboldalért a Kudex Group AG (Industriestrasse 12, 3600 Thun, Svájc) felel. Az adataival kapcsolatos kérdéseit a privacy@kudex.example címre küldheti.',
      ],
      [
        'Milyen adatokat kezelünk és miért',
        'Ha elküld egy űrlapot, a megadott adatokat kizárólag a megkeresése megválaszolására használjuk. A szükséges sütik a nyelvet, a régiót és a bejelentkezést tárolják; statisztikai és marketingsütiket csak az Ön hozzájárulásával helyezünk el, amelyet a sütibeállításokban bármikor módosíthat.',
      ],
      [
        'Az Ön jogai',
        'Tájékoztatást kérhet arról, milyen adatokat tárolunk Önről, kérheti azok helyesbítését vagy törlését, és tiltakozhat a kezelésük ellen. Joga van panaszt tenni az adatvédelmi hatóságnál is.',
      ],
    ],
  },
  ja: {
    title: 'プライバシーポリシー',
    lead: 'Kudexグループが本ウェブサイトにおいてお客様の個人情報をどのように取り扱うかについて説明します。',
    sections: [
      [
        '責任者',
        '本ウェブサイトの責任者は Kudex Group AG（スイス、3600 トゥーン、Industriestrasse 12）です。個人情報に関するお問い合わせは privacy@kudex.example までお寄せください。',
      ],
      [
        '取り扱う情報とその目的',
        'フォームを送信された場合、ご入力いただいた情報はお問い合わせへの回答のためにのみ使用します。必須Cookieには言語、地域、ログイン状態が保存されます。統計およびマーケティング用のCookieはお客様の同意がある場合にのみ使用し、同意はCookie設定からいつでも変更できます。',
      ],
      [
        'お客様の権利',
        'お客様は、当社が保有するご自身の情報の開示、訂正または削除を求めることができ、その取り扱いに異議を申し立てることができます。また、データ保護当局に苦情を申し立てる権利があります。',
      ],
    ],
  },
  pt: {
    title: 'Política de privacidade',
    lead: 'Como o Grupo Kudex trata os seus dados pessoais neste site.',
    sections: [
      [
        'Responsável pelo tratamento',
        'O responsável por este site é a Kudex Group AG, Industriestrasse 12, 3600 Thun, Suíça. Envie as suas perguntas sobre os seus dados para privacy@kudex.example.',
      ],
      [
        'O que tratamos e porquê',
        'Quando envia um formulário, utilizamos os dados que indicar apenas para responder ao seu pedido. Os cookies necessários guardam o idioma, a região e o início de sessão; os cookies de estatística e de marketing só são utilizados com o seu consentimento, que pode alterar a qualquer momento nas definições de cookies.',
      ],
      [
        'Os seus direitos',
        'Pode pedir informação sobre os dados que guardamos sobre si, solicitar a sua retificação ou eliminação e opor-se ao seu tratamento. Tem também o direito de apresentar uma reclamação a uma autoridade de proteção de dados.',
      ],
    ],
  },
  ro: {
    title: 'Politica de confidențialitate',
    lead: 'Cum prelucrează Grupul Kudex datele dumneavoastră cu caracter personal pe acest site.',
    sections: [
      [
        'Operatorul de date',
        'Responsabil pentru acest site este Kudex Group AG, Industriestrasse 12, 3600 Thun, Elveția. Întrebările despre datele dumneavoastră le puteți trimite la privacy@kudex.example.',
      ],
      [
        'Ce prelucrăm și de ce',
        'Când trimiteți un formular, folosim datele introduse doar pentru a vă răspunde la solicitare. Cookie-urile necesare păstrează limba, regiunea și autentificarea; cookie-urile de statistică și de marketing sunt folosite doar cu acordul dumneavoastră, pe care îl puteți modifica oricând din setările cookie-urilor.',
      ],
      [
        'Drepturile dumneavoastră',
        'Puteți solicita informații despre datele pe care le deținem despre dumneavoastră, rectificarea sau ștergerea lor și vă puteți opune prelucrării acestora. Aveți, de asemenea, dreptul de a depune o plângere la o autoritate de protecție a datelor.',
      ],
    ],
  },
  sk: {
    title: 'Zásady ochrany osobných údajov',
    lead: 'Ako skupina Kudex na tejto webovej stránke zaobchádza s vašimi osobnými údajmi.',
    sections: [
      [
        'Prevádzkovateľ',
        'Za túto webovú stránku zodpovedá spoločnosť Kudex Group AG, Industriestrasse 12, 3600 Thun, Švajčiarsko. Otázky k vašim údajom posielajte na privacy@kudex.example.',
      ],
      [
        'Čo spracúvame a prečo',
        'Keď odošlete formulár, zadané údaje použijeme výlučne na vybavenie vašej požiadavky. Nevyhnutné súbory cookie uchovávajú jazyk, región a prihlásenie; štatistické a marketingové súbory cookie používame len s vaším súhlasom, ktorý môžete kedykoľvek zmeniť v nastaveniach cookies.',
      ],
      [
        'Vaše práva',
        'Môžete požiadať o informáciu, aké údaje o vás uchovávame, dať ich opraviť alebo vymazať a namietať proti ich spracúvaniu. Máte tiež právo podať sťažnosť na úrade na ochranu osobných údajov.',
      ],
    ],
  },
  zh: {
    title: '隐私政策',
    lead: 'Kudex 集团如何在本网站处理您的个人数据。',
    sections: [
      [
        '责任方',
        '本网站由 Kudex Group AG（瑞士图恩 3600，Industriestrasse 12）负责。如对您的数据有任何疑问，请发送邮件至 privacy@kudex.example。',
      ],
      [
        '我们处理哪些数据及其目的',
        '当您提交表单时，我们仅将您填写的信息用于答复您的请求。必要的 Cookie 用于保存您的语言、地区和登录状态；统计和营销类 Cookie 仅在征得您同意后使用，您可随时在 Cookie 设置中更改您的选择。',
      ],
      [
        '您的权利',
        '您可以查询我们保存的有关您的数据，要求更正或删除这些数据，并反对对其进行处理。您还有权向数据保护机构提出投诉。',
      ],
    ],
  },
};

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function privacyCopy({ title, lead, sections }: PrivacyCopy): SeedPageCopy {
  const html = sections.map(([heading, text]) => `<h2>${escapeHtml(heading)}</h2><p>${escapeHtml(text)}</p>`).join('');
  return {
    title,
    description: lead,
    modules: [
      { type: 'hero', title, lead },
      { type: 'rich-text', html },
    ],
  };
}

/** The main site's privacy page at `/{locale}/privacy`. */
export const PRIVACY_PAGE: SeedPage = {
  id: 'privacy-main',
  siteId: 'main',
  parentSlug: 'home',
  slug: 'privacy',
  copy: Object.fromEntries(Object.entries(PRIVACY).map(([language, copy]) => [language, privacyCopy(copy)])),
};
