/**
 * What a copywriter and the translators type into the editor for a new role page
 * (tests/e2e/admin.spec.ts, the local-mode journey): a complete page, as
 * `npm run new:role` asks for it, meeting every rule of the schema and the
 * content tests (skills spelled as the other pages spell them), in every
 * language of src/config/languages.json.
 */
import type {Locale} from './support';

export const NEW_ROLE = {
  slug: 'desarrollador-flutter',
  category: {id: 'development', label: 'Desarrollo'},
  es: {
    title: 'Desarrollador Flutter',
    titleFeminine: 'Desarrolladora Flutter',
    heading: 'Contrata un *Desarrollador Flutter* para lanzar en iOS y Android a la vez',
    subtitle: 'Una sola base de código en Dart para tus aplicaciones de iOS y Android, con interfaces fluidas y entregas frecuentes a las dos tiendas.',
    description: 'Aplicaciones iOS y Android con Flutter, Dart y Firebase desde una sola base de código: un desarrollador Flutter verificado por Ready.',
    skills: ['Flutter', 'Dart', 'Riverpod', 'Firebase', 'REST APIs', 'Git'],
    profiles: [
      {name: 'Mariana Quiroga', form: /^Femenina/, country: 'Argentina', seniority: 'Senior', years: '7', stack: ['Flutter', 'Dart', 'Riverpod'], companies: '6', rating: '4.8'},
      {name: 'Tomás Villalobos', form: /^Masculina/, country: 'México', seniority: 'Semi senior', years: '4', stack: ['Flutter', 'Firebase'], companies: '3', rating: '4.7'},
    ],
    tasks: [
      ['Interfaces multiplataforma', 'Construye pantallas con widgets de Flutter que se ven y responden igual de bien en iPhone, Android y tabletas.'],
      ['Estado predecible', 'Organiza el estado de la aplicación con Riverpod para que cada pantalla muestre datos al día sin recargas innecesarias.'],
      ['Integración con tu backend', 'Conecta la aplicación con tus REST APIs y con Firebase para el inicio de sesión, las notificaciones y los datos en tiempo real.'],
      ['Publicación en las tiendas', 'Prepara las versiones firmadas para App Store y Google Play y automatiza las entregas de prueba a tu equipo.'],
    ],
    faq: [
      [
        '¿Flutter sirve si ya tengo una aplicación nativa?',
        'Sí, por partes: Flutter puede sumarse como un módulo dentro de una aplicación Android o iOS existente, así que no hace falta reescribirla de una vez. Conviene empezar por una sección nueva y medir su rendimiento antes de migrar el resto.',
      ],
      [
        '¿Cómo evaluamos a un desarrollador Flutter?',
        'Le pedimos una aplicación pequeña con una lista paginada, un formulario validado y modo sin conexión. Revisamos cómo separa la interfaz de la lógica, cómo prueba sus widgets y cómo se comporta la aplicación en un teléfono de gama baja.',
      ],
    ],
    kit: {
      summary: 'Buscamos a una persona que se haga cargo de nuestra aplicación en Flutter para iOS y Android: que la mantenga estable en las dos tiendas, construya las pantallas nuevas del año y acompañe a diseño en cada entrega.',
      responsibilities: [
        'Desarrollar pantallas nuevas con widgets reutilizables y pruebas de cada componente.',
        'Mantener el estado de la aplicación ordenado con Riverpod a medida que crecen las funciones.',
        'Integrar la aplicación con nuestras REST APIs y con Firebase para sesiones y avisos.',
        'Publicar versiones firmadas en App Store y Google Play con entregas de prueba automáticas.',
      ],
      requirements: [
        'Tres años o más publicando aplicaciones en Flutter y Dart en ambas tiendas.',
        'Experiencia con Riverpod o con otro manejo de estado declarativo en proyectos reales.',
        'Uso cotidiano de Firebase para autenticación, notificaciones y datos en tiempo real.',
        'Inglés suficiente para revisar cambios por escrito con un equipo de producto en Estados Unidos.',
      ],
      niceToHave: ['Haber integrado Flutter como módulo dentro de una aplicación nativa existente.', 'Experiencia midiendo el rendimiento en teléfonos de gama baja.'],
      questions: [
        ['¿Cómo organizas una aplicación Flutter para que una pantalla nueva no toque las demás?', 'Separa la interfaz de la lógica en capas claras y muestra cómo prueba cada una por su cuenta.'],
        ['¿Qué haces cuando una lista larga se traba en un teléfono económico?', 'Mide primero con las herramientas de Flutter, revisa reconstrucciones innecesarias y carga los elementos por páginas.'],
        ['¿Cómo manejas una sesión vencida en medio de una compra?', 'Guarda lo que el usuario llevaba, renueva la sesión sin perder datos y explica qué ve la persona en pantalla.'],
        ['¿Qué revisas antes de enviar una versión a las tiendas?', 'Nombra firmas, permisos, pruebas en equipos reales y un plan para volver atrás si la versión falla.'],
        ['¿Cuándo recomendarías escribir una parte en código nativo?', 'Reconoce los límites de Flutter con ejemplos concretos y compara el costo de mantener dos bases de código.'],
      ],
    },
    body: 'Un desarrollador Flutter escribe una sola aplicación en Dart y la publica en iOS y en Android, con la misma interfaz y el mismo comportamiento en los dos sistemas. Es la opción adecuada cuando tu empresa necesita llegar a ambas tiendas con un presupuesto acotado, o cuando el equipo que mantiene la aplicación es pequeño. En la entrevista técnica conversamos sobre arquitectura, manejo del estado y rendimiento en listas largas. En la prueba práctica construye una aplicación breve que revisamos en equipos reales, desde un teléfono de gama baja hasta una tableta.',
  },
  en: {
    title: 'Flutter Developer',
    heading: 'Hire a *Flutter Developer* to ship on iOS and Android at once',
    subtitle: 'One Dart codebase for your iOS and Android apps, with smooth interfaces and frequent releases to both stores.',
    description: 'iOS and Android apps from a single Flutter, Dart and Firebase codebase: a Flutter developer vetted by Ready, hourly or full time.',
    tasks: [
      ['Cross-platform interfaces', 'Builds screens from Flutter widgets that look and respond just as well on iPhone, Android and tablets.'],
      ['Predictable state', 'Organizes app state with Riverpod so every screen shows fresh data without needless reloads.'],
      ['Backend integration', 'Connects the app to your REST APIs and to Firebase for sign-in, notifications and real-time data.'],
      ['Store releases', 'Prepares signed builds for the App Store and Google Play and automates test releases to your team.'],
    ],
    faq: [
      [
        'Does Flutter work if I already have a native app?',
        'Yes, one part at a time: Flutter can join an existing Android or iOS app as a module, so there is no need to rewrite it all at once. Start with a new section and measure its performance before moving the rest.',
      ],
      [
        'How do we vet a Flutter developer?',
        'We ask for a small app with a paginated list, a validated form and an offline mode. We review how it separates the interface from the logic, how it tests its widgets and how the app behaves on a low-end phone.',
      ],
    ],
    kit: {
      summary: 'We are looking for someone to own our Flutter app for iOS and Android: keep it stable in both stores, build this year’s new screens and work alongside design on every release.',
      responsibilities: [
        'Develop new screens from reusable widgets, with tests for each component.',
        'Keep app state organized with Riverpod as features grow.',
        'Integrate the app with our REST APIs and with Firebase for sessions and notifications.',
        'Ship signed builds to the App Store and Google Play with automated test releases.',
      ],
      requirements: [
        'Three or more years shipping Flutter and Dart apps to both stores.',
        'Experience with Riverpod or another declarative state approach on real projects.',
        'Everyday use of Firebase for authentication, notifications and real-time data.',
        'English good enough to review changes in writing with a product team in the United States.',
      ],
      niceToHave: ['Having added Flutter as a module to an existing native app.', 'Experience measuring performance on low-end phones.'],
      questions: [
        ['How do you structure a Flutter app so a new screen never touches the others?', 'They separate the interface from the logic in clear layers and show how they test each one on its own.'],
        ['What do you do when a long list stutters on a budget phone?', 'They measure first with the Flutter tools, look for needless rebuilds and load the items page by page.'],
        ['How do you handle a session that expires in the middle of a purchase?', 'They keep what the user had entered, renew the session without losing data and explain what the person sees.'],
        ['What do you check before sending a build to the stores?', 'They name signing, permissions, tests on real devices and a plan to roll back if the release fails.'],
        ['When would you recommend writing part of the app in native code?', 'They know where Flutter falls short, with concrete examples, and weigh the cost of keeping two codebases.'],
      ],
    },
    body: 'A Flutter developer writes a single app in Dart and ships it to iOS and Android, with the same interface and the same behavior on both systems. It is the right choice when your company needs to reach both stores on a tight budget, or when a small team maintains the app. In the technical interview we discuss architecture, state management and performance on long lists. In the hands-on test they build a short app that we review on real devices, from a low-end phone to a tablet.',
  },
  'pt-BR': {
    title: 'Desenvolvedor Flutter',
    titleFeminine: 'Desenvolvedora Flutter',
    heading: 'Contrate um *desenvolvedor Flutter* para lançar no iOS e no Android ao mesmo tempo',
    subtitle: 'Uma única base de código em Dart para os seus aplicativos iOS e Android, com interfaces fluidas e versões frequentes nas duas lojas.',
    description: 'Aplicativos iOS e Android com Flutter, Dart e Firebase a partir de uma só base de código: um desenvolvedor Flutter verificado pela Ready.',
    tasks: [
      ['Interfaces multiplataforma', 'Constrói telas com widgets do Flutter que ficam bonitas e respondem igualmente bem no iPhone, no Android e em tablets.'],
      ['Estado previsível', 'Organiza o estado do aplicativo com Riverpod para que cada tela mostre dados atualizados sem recarregamentos desnecessários.'],
      ['Integração com o seu back-end', 'Conecta o aplicativo às suas REST APIs e ao Firebase para o login, as notificações e os dados em tempo real.'],
      ['Publicação nas lojas', 'Prepara as versões assinadas para a App Store e o Google Play e automatiza as versões de teste para a sua equipe.'],
    ],
    faq: [
      [
        'O Flutter funciona se eu já tenho um aplicativo nativo?',
        'Sim, por partes: o Flutter pode entrar como um módulo dentro de um aplicativo Android ou iOS existente, então não é preciso reescrever tudo de uma vez. Vale começar por uma seção nova e medir o desempenho dela antes de migrar o resto.',
      ],
      [
        'Como avaliamos um desenvolvedor Flutter?',
        'Pedimos um aplicativo pequeno com uma lista paginada, um formulário validado e um modo offline. Analisamos como ele separa a interface da lógica, como testa os widgets e como o aplicativo se comporta em um celular de entrada.',
      ],
    ],
    kit: {
      summary: 'Buscamos alguém para assumir o nosso aplicativo em Flutter para iOS e Android: mantê-lo estável nas duas lojas, construir as novas telas do ano e acompanhar o time de design em cada versão.',
      responsibilities: [
        'Desenvolver telas novas com widgets reutilizáveis e testes para cada componente.',
        'Manter o estado do aplicativo organizado com Riverpod à medida que as funcionalidades crescem.',
        'Integrar o aplicativo às nossas REST APIs e ao Firebase para sessões e notificações.',
        'Publicar versões assinadas na App Store e no Google Play com versões de teste automáticas.',
      ],
      requirements: [
        'Três anos ou mais publicando aplicativos em Flutter e Dart nas duas lojas.',
        'Experiência com Riverpod ou com outra forma declarativa de gerenciar o estado em projetos reais.',
        'Uso diário do Firebase para autenticação, notificações e dados em tempo real.',
        'Inglês suficiente para revisar mudanças por escrito com um time de produto nos Estados Unidos.',
      ],
      niceToHave: ['Ter integrado o Flutter como módulo em um aplicativo nativo existente.', 'Experiência medindo o desempenho em celulares de entrada.'],
      questions: [
        ['Como você organiza um aplicativo Flutter para que uma tela nova não mexa nas outras?', 'Separa a interface da lógica em camadas claras e mostra como testa cada uma isoladamente.'],
        ['O que você faz quando uma lista longa trava em um celular barato?', 'Mede primeiro com as ferramentas do Flutter, procura reconstruções desnecessárias e carrega os itens por páginas.'],
        ['Como você lida com uma sessão que expira no meio de uma compra?', 'Guarda o que o usuário já tinha preenchido, renova a sessão sem perder dados e explica o que a pessoa vê na tela.'],
        ['O que você confere antes de enviar uma versão às lojas?', 'Cita assinaturas, permissões, testes em aparelhos reais e um plano para voltar atrás se a versão falhar.'],
        ['Quando você recomendaria escrever uma parte em código nativo?', 'Reconhece os limites do Flutter com exemplos concretos e compara o custo de manter duas bases de código.'],
      ],
    },
    body: 'O desenvolvedor Flutter escreve um único aplicativo em Dart e o publica no iOS e no Android, com a mesma interface e o mesmo comportamento nos dois sistemas. É a escolha certa quando a sua empresa precisa chegar às duas lojas com um orçamento enxuto, ou quando o time que mantém o aplicativo é pequeno. Na entrevista técnica, conversamos sobre arquitetura, gerenciamento de estado e desempenho em listas longas. No teste prático, ele constrói um aplicativo curto que revisamos em aparelhos reais, de um celular de entrada a um tablet.',
  },
  /** A landing string changed in every language (the hero's title). */
  landing: {
    id: 'landing.hero.title',
    text: {
      es: 'Talento tech verificado, listo para integrarse a tu equipo',
      en: 'Vetted tech talent, ready to work with your team',
      'pt-BR': 'Talento tech verificado, pronto para fazer parte da sua equipe',
    } satisfies Record<Locale, string>,
  },
} as const;

/** What a translator types for a translated page (the Spanish page sets the structure: skills, profiles, category). */
export type TranslatedRole = {
  title: string;
  titleFeminine?: string;
  heading: string;
  subtitle: string;
  description: string;
  tasks: readonly (readonly [string, string])[];
  faq: readonly (readonly [string, string])[];
  kit: {summary: string; responsibilities: readonly string[]; requirements: readonly string[]; niceToHave: readonly string[]; questions: readonly (readonly [string, string])[]};
  body: string;
};

/** Each translation's page, by locale: a language added to the site needs its entry here (the type check says so). */
export const TRANSLATED_ROLE: Readonly<Record<Exclude<Locale, 'es'>, TranslatedRole>> = {en: NEW_ROLE.en, 'pt-BR': NEW_ROLE['pt-BR']};
