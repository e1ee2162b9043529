// Words the checks look for, in the languages Airbnb pages come in (English, Italian, Spanish, Portuguese,
// French, German). Terms are written lower case without accents; they are matched against text folded the
// same way (see `fold`), as whole words.

import { fold } from './text-length';

// A term can only match where the folded text has the term's first word as a whole word: the match starts
// after a non-letter, and the term's first word ends at the term's end or at a space, hyphen or other
// non-letter. Most texts hold none of a list's first words, so a look-up in the text's words answers them
// without running the list's regex; the regex still decides every text that might match.
const WORD = /[\p{L}\p{N}]+/gu;
const LEADING_WORD = /^[\p{L}\p{N}]+/u;

/** A text as the term lists read it: folded, and the words of the folded text. */
interface TextIndex {
  folded: string;
  words: Set<string>;
}
// One look-up per text and term list: a score asks hundreds of lists about the same few hundred texts.
const indexes = new Map<string, TextIndex>();
function indexOf(text: string): TextIndex {
  let index = indexes.get(text);
  if (!index) {
    const folded = fold(text);
    index = { folded, words: new Set(folded.match(WORD)) };
    if (indexes.size >= 4096) indexes.clear();
    indexes.set(text, index);
  }
  return index;
}

export class Terms {
  private readonly re: RegExp;
  /** The first word of every term, or null when a term starts with something other than a letter or digit. */
  private readonly firstWords: Set<string> | null;
  constructor(readonly terms: readonly string[]) {
    const folded = terms.map((t) => fold(t));
    const alternatives = [...folded]
      .sort((a, b) => b.length - a.length)
      .map((t) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '[\\s-]+'));
    this.re = new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives.join('|')})(?![\\p{L}\\p{N}])`, 'u');
    const first = folded.map((t) => LEADING_WORD.exec(t)?.[0]);
    this.firstWords = first.length > 0 && first.every((w) => w !== undefined) ? new Set(first) : null;
  }
  private mayMatch(words: Set<string>): boolean {
    if (!this.firstWords) return true;
    if (words.size <= this.firstWords.size) {
      for (const w of words) if (this.firstWords.has(w)) return true;
    } else {
      for (const w of this.firstWords) if (words.has(w)) return true;
    }
    return false;
  }
  /** The first term found in the text, quoted as the text writes it (folded when folding changed its length), or null. */
  find(text: string): string | null {
    const { folded, words } = indexOf(text);
    if (!this.mayMatch(words)) return null;
    const m = this.re.exec(folded);
    if (!m) return null;
    return folded.length === text.length ? text.slice(m.index, m.index + m[0].length) : m[0];
  }
  has(text: string): boolean {
    const { folded, words } = indexOf(text);
    return this.mayMatch(words) && this.re.test(folded);
  }
  private static readonly made = new Map<string, Terms>();
  /** Terms built per listing (its place names, its property type) are cached: the same lists recur. */
  static of(terms: readonly string[]): Terms {
    const key = terms.join('\u0000');
    let t = Terms.made.get(key);
    if (!t) {
      if (Terms.made.size >= 1024) Terms.made.clear();
      t = new Terms(terms);
      Terms.made.set(key, t);
    }
    return t;
  }
}

export const PROPERTY_TYPES = new Terms([
  'apartment',
  'apt',
  'flat',
  'studio',
  'loft',
  'condo',
  'condominium',
  'penthouse',
  'duplex',
  'triplex',
  'suite',
  'room',
  'bedroom',
  'house',
  'home',
  'cottage',
  'cabin',
  'chalet',
  'villa',
  'bungalow',
  'townhouse',
  'townhome',
  'guesthouse',
  'guest house',
  'guest suite',
  'b&b',
  'bed and breakfast',
  'hostel',
  'hotel',
  'inn',
  'tiny house',
  'treehouse',
  'tree house',
  'yurt',
  'tent',
  'camper',
  'rv',
  'boat',
  'houseboat',
  'farmhouse',
  'farm stay',
  'barn',
  'castle',
  'dome',
  'ranch',
  'lodge',
  'casita',
  'cave',
  'lighthouse',
  'windmill',
  'container',
  'trullo',
  'masseria',
  'riad',
  'ryokan',
  'unit',
  'residence',
  'mansion',
  'manor',
  'retreat',
  'hideaway',
  'getaway',
  'homestay',
  'annex',
  'appartamento',
  'monolocale',
  'bilocale',
  'trilocale',
  'quadrilocale',
  'attico',
  'mansarda',
  'camera',
  'stanza',
  'casa',
  'villetta',
  'baita',
  'rustico',
  'casale',
  'cascina',
  'dimora',
  'residenza',
  'agriturismo',
  'dammuso',
  'apartamento',
  'piso',
  'estudio',
  'atico',
  'habitacion',
  'cabana',
  'finca',
  'cortijo',
  'quarto',
  'cobertura',
  'chale',
  'sitio',
  'pousada',
  'kitnet',
  'appartement',
  'maison',
  'chambre',
  'gite',
  'peniche',
  'cabane',
  'wohnung',
  'ferienwohnung',
  'haus',
  'ferienhaus',
  'zimmer',
  'hutte',
]);

/** Generic words for where a place is; the listing's own city, region and neighbourhood are added per listing. */
export const AREA_WORDS = new Terms([
  'downtown',
  'old town',
  'city centre',
  'city center',
  'town centre',
  'town center',
  'centre',
  'center',
  'central',
  'midtown',
  'uptown',
  'old city',
  'historic centre',
  'historic center',
  'beachfront',
  'seafront',
  'oceanfront',
  'lakefront',
  'waterfront',
  'riverside',
  'harbour',
  'harbor',
  'marina',
  'village',
  'island',
  'quarter',
  'district',
  'centro',
  'centro storico',
  'centrale',
  'borgo',
  'quartiere',
  'lungomare',
  'centre-ville',
  'vieille ville',
  'altstadt',
  'zentrum',
  'casco antiguo',
  'bairro',
  'barrio',
]);

export const SELLING_POINTS = new Terms([
  'view',
  'views',
  'sea view',
  'ocean view',
  'lake view',
  'mountain view',
  'city view',
  'pool',
  'private pool',
  'heated pool',
  'hot tub',
  'jacuzzi',
  'spa',
  'sauna',
  'fireplace',
  'garden',
  'terrace',
  'rooftop',
  'roof terrace',
  'balcony',
  'patio',
  'deck',
  'bbq',
  'barbecue',
  'parking',
  'free parking',
  'garage',
  'ev charger',
  'beach',
  'beach access',
  'sea',
  'ocean',
  'lake',
  'river',
  'mountain',
  'mountains',
  'ski',
  'ski-in',
  'king bed',
  'workspace',
  'office',
  'gym',
  'game room',
  'cinema',
  'home theater',
  'pet friendly',
  'pets',
  'dog friendly',
  'private bathroom',
  'private bath',
  'private entrance',
  'en-suite',
  'ensuite',
  'courtyard',
  'vineyard',
  'forest',
  'woods',
  'canal',
  'metro',
  'station',
  'sleeps',
  'renovated',
  'historic',
  'vista',
  'vista mare',
  'vista lago',
  'piscina',
  'giardino',
  'terrazza',
  'terrazzo',
  'balcone',
  'idromassaggio',
  'camino',
  'parcheggio',
  'bagno privato',
  'ingresso indipendente',
  'spiaggia',
  'mare',
  'lago',
  'montagna',
  'vistas',
  'jardin',
  'jardim',
  'terraza',
  'terraco',
  'playa',
  'praia',
  'vue',
  'piscine',
  'terrasse',
  'plage',
  'aussicht',
  'garten',
  'strand',
  'kamin',
  'banheira',
  'churrasqueira',
  'varanda',
  'estacionamento',
]);

export const STAPLES: readonly { key: string; label: string; points: number; terms: Terms }[] = [
  {
    key: 'wifi',
    label: 'Wi-Fi',
    points: 3,
    terms: new Terms(['wifi', 'wi-fi', 'wireless internet', 'internet', 'pocket wifi', 'fibre', 'fiber']),
  },
  {
    key: 'kitchen',
    label: 'kitchen',
    points: 3,
    terms: new Terms(['kitchen', 'kitchenette', 'cucina', 'angolo cottura', 'cozinha', 'cocina', 'cuisine', 'kuche', 'kochnische']),
  },
  {
    key: 'climate',
    label: 'heating or air conditioning',
    points: 3,
    terms: new Terms([
      'heating',
      'central heating',
      'riscaldamento',
      'aquecimento',
      'calefaccion',
      'chauffage',
      'heizung',
      'air conditioning',
      'ac',
      'a/c',
      'central air',
      'aria condizionata',
      'ar-condicionado',
      'ar condicionado',
      'aire acondicionado',
      'climatisation',
      'klimaanlage',
      'portable air conditioning',
      'split type ductless system',
    ]),
  },
  {
    key: 'washer',
    label: 'washer',
    points: 2,
    terms: new Terms(['washer', 'washing machine', 'lavatrice', 'maquina de lavar', 'lavadora', 'lave-linge', 'waschmaschine']),
  },
  {
    key: 'parking',
    label: 'parking',
    points: 2,
    terms: new Terms([
      'parking',
      'parcheggio',
      'estacionamento',
      'aparcamiento',
      'estacionamiento',
      'parkplatz',
      'garage',
      'carport',
      'driveway',
    ]),
  },
  {
    key: 'hotWater',
    label: 'hot water',
    points: 2,
    terms: new Terms(['hot water', 'acqua calda', 'agua quente', 'agua caliente', 'eau chaude', 'warmwasser']),
  },
];

export const ESSENTIALS = new Terms([
  'essentials',
  'servizi di base',
  'beni di prima necessita',
  'itens basicos',
  'itens essenciais',
  'artículos basicos',
  'articulos basicos',
  'elementos basicos',
  'produits de base',
  'equipements de base',
  'grundausstattung',
]);
export const ESSENTIAL_PARTS: readonly { label: string; terms: Terms }[] = [
  { label: 'towels', terms: new Terms(['towels', 'bath towels', 'asciugamani', 'toalhas', 'toallas', 'serviettes', 'handtucher']) },
  {
    label: 'bed linen',
    terms: new Terms([
      'bed linen',
      'bed linens',
      'bed sheets',
      'linens',
      'lenzuola',
      'biancheria da letto',
      'roupa de cama',
      'ropa de cama',
      'linge de lit',
      'bettwasche',
    ]),
  },
  {
    label: 'soap',
    terms: new Terms(['soap', 'body soap', 'shower gel', 'sapone', 'bagnoschiuma', 'sabonete', 'jabon', 'savon', 'seife', 'duschgel']),
  },
  { label: 'toilet paper', terms: new Terms(['toilet paper', 'carta igienica', 'papel higienico', 'papier toilette', 'toilettenpapier']) },
];

export const SOUGHT_AFTER: readonly { label: string; terms: Terms }[] = [
  { label: 'pool', terms: new Terms(['pool', 'private pool', 'shared pool', 'piscina', 'piscine', 'schwimmbad']) },
  {
    label: 'hot tub',
    terms: new Terms([
      'hot tub',
      'jacuzzi',
      'idromassaggio',
      'vasca idromassaggio',
      'banheira de hidromassagem',
      'banera de hidromasaje',
      'jacuzzi',
      'whirlpool',
      'bain a remous',
    ]),
  },
  {
    label: 'EV charger',
    terms: new Terms([
      'ev charger',
      'caricatore per veicoli elettrici',
      'colonnina di ricarica',
      'carregador de veiculos eletricos',
      'cargador para vehiculos electricos',
      'borne de recharge',
      'ladestation',
    ]),
  },
  {
    label: 'pets allowed',
    terms: new Terms([
      'pets allowed',
      'pet friendly',
      'animali ammessi',
      'animali domestici ammessi',
      'permitido animais',
      'animais de estimacao permitidos',
      'se admiten mascotas',
      'mascotas permitidas',
      'animaux acceptes',
      'animaux autorises',
      'haustiere erlaubt',
    ]),
  },
  {
    label: 'dedicated workspace',
    terms: new Terms([
      'dedicated workspace',
      'workspace',
      'spazio di lavoro dedicato',
      'spazio di lavoro',
      'espaco de trabalho exclusivo',
      'espaco de trabalho',
      'zona de trabajo',
      'espacio de trabajo',
      'espace de travail dedie',
      'espace de travail',
      'arbeitsplatz',
    ]),
  },
  {
    label: 'free parking',
    terms: new Terms([
      'free parking',
      'free parking on premises',
      'free street parking',
      'parcheggio gratuito',
      'estacionamento gratuito',
      'estacionamento incluido',
      'aparcamiento gratuito',
      'parking gratuit',
      'kostenloser parkplatz',
      'kostenlose parkplatze',
    ]),
  },
  {
    label: 'self check-in',
    terms: new Terms([
      'self check-in',
      'self check in',
      'check-in autonomo',
      'check-in indipendente',
      'self-check-in',
      'entrada autonoma',
      'arrivee autonome',
      'selbststandiger check-in',
    ]),
  },
  {
    label: 'beach or waterfront access',
    terms: new Terms([
      'beach access',
      'beachfront',
      'waterfront',
      'lake access',
      'accesso alla spiaggia',
      'fronte spiaggia',
      'fronte mare',
      'accesso al lago',
      'acesso a praia',
      'pe na areia',
      'acceso a la playa',
      'primera linea de playa',
      'acces plage',
      'bord de mer',
      'strandzugang',
    ]),
  },
  { label: 'gym', terms: new Terms(['gym', 'fitness', 'palestra', 'academia', 'gimnasio', 'salle de sport', 'fitnessraum']) },
  { label: 'barbecue', terms: new Terms(['bbq grill', 'barbecue', 'bbq', 'grill', 'churrasqueira', 'parrilla', 'barbacoa']) },
  {
    label: 'outdoor space',
    terms: new Terms([
      'patio or balcony',
      'patio',
      'balcony',
      'private patio',
      'balcone',
      'terrazza',
      'terrazzo',
      'varanda',
      'balcon',
      'terraza',
      'terrasse',
      'balkon',
      'backyard',
      'garden',
      'giardino',
      'quintal',
      'jardim',
      'jardin',
      'garten',
      'outdoor dining area',
      "zona pranzo all'aperto",
      'area de refeicoes ao ar livre',
    ]),
  },
  { label: 'fireplace', terms: new Terms(['indoor fireplace', 'fireplace', 'camino', 'lareira', 'chimenea', 'cheminee', 'kamin']) },
  { label: 'king bed', terms: new Terms(['king bed', 'king size bed', 'king-size bed', 'letto king size', 'cama king']) },
  { label: 'crib', terms: new Terms(['crib', 'cot', 'travel crib', 'culla', 'berco', 'cuna', 'lit pour bebe', 'kinderbett', 'babybett']) },
  {
    label: 'step-free access',
    terms: new Terms([
      'step-free',
      'step free',
      'no stairs or steps to enter',
      'senza gradini',
      'sem degraus',
      'sin escalones',
      'de plain-pied',
      'stufenlos',
    ]),
  },
];

export const SMOKE_ALARM = new Terms([
  'smoke alarm',
  'smoke detector',
  'smoke alarms',
  'fire alarm',
  'rilevatore di fumo',
  'allarme antincendio',
  'rivelatore di fumo',
  'detector de fumaca',
  'alarme de fumaca',
  'detector de humo',
  'alarma de humo',
  'detecteur de fumee',
  'rauchmelder',
]);
export const CO_ALARM = new Terms([
  'carbon monoxide alarm',
  'carbon monoxide detector',
  'co alarm',
  'co detector',
  'rilevatore di monossido di carbonio',
  'detector de monoxido de carbono',
  'alarme de monoxido de carbono',
  'alarma de monoxido de carbono',
  'detecteur de monoxyde de carbone',
  'kohlenmonoxidmelder',
  'co-melder',
]);
export const FIRE_EXTINGUISHER = new Terms([
  'fire extinguisher',
  'estintore',
  'extintor',
  'extintor de incendio',
  'extincteur',
  'feuerloscher',
]);
export const FIRST_AID = new Terms([
  'first aid kit',
  'first aid',
  'kit di primo soccorso',
  'primo soccorso',
  'kit de primeiros socorros',
  'primeiros socorros',
  'botiquin',
  'primeros auxilios',
  'kit de premiers secours',
  'premiers secours',
  'erste-hilfe-set',
  'erste hilfe',
]);
export const CAMERA = new Terms([
  'security camera',
  'security cameras',
  'exterior security cameras',
  'exterior camera',
  'exterior cameras',
  'outdoor camera',
  'outdoor cameras',
  'indoor camera',
  'indoor cameras',
  'cctv',
  'surveillance camera',
  'recording device',
  'recording devices',
  'doorbell camera',
  'video doorbell',
  'telecamera',
  'telecamere',
  'videosorveglianza',
  'camera de seguranca',
  'cameras de seguranca',
  'camara de seguridad',
  'camaras de seguridad',
  'camera de surveillance',
  'cameras de surveillance',
  'uberwachungskamera',
  'uberwachungskameras',
  'kamera',
  'kameras',
]);
export const INDOOR = new Terms([
  'indoor',
  'inside',
  'interior',
  'interne',
  'interna',
  'interno',
  'interni',
  'dentro',
  'internas',
  'internos',
  'innen',
]);
/** Phrases that say a device is absent or unreported ('Smoke alarm not reported', 'No carbon monoxide alarm'). */
export const ABSENT = new Terms([
  'not reported',
  'not available',
  'unavailable',
  'may not have',
  'not included',
  'non segnalato',
  'non segnalata',
  'non presente',
  'potrebbe non',
  'nao informado',
  'nao relatado',
  'nao tem',
  'no informado',
  'no reportado',
  'no tiene',
  'non signale',
  'non signalee',
  'pas de',
  'nicht gemeldet',
  'nicht angegeben',
]);
/** A leading negation ('No smoke alarm'); only at the start, because 'no' means 'in the' in Portuguese. */
export const ABSENT_LEADING = /^(?:no|sin|sem|kein|keine|nessun|nessuna|aucun|aucune)\b/;

export const HOUSE_RULE_TOPICS: readonly { label: string; terms: Terms }[] = [
  {
    label: 'maximum guests',
    terms: new Terms([
      'guests maximum',
      'maximum guests',
      'max guests',
      'guest maximum',
      'ospiti al massimo',
      'massimo',
      'ospiti',
      'hospedes no maximo',
      'maximo de',
      'huespedes como maximo',
      'voyageurs maximum',
      'gaste maximal',
      'maximal',
    ]),
  },
  { label: 'pets', terms: new Terms(['pets', 'pet', 'no pets', 'animali', 'animais', 'mascotas', 'animaux', 'haustiere']) },
  {
    label: 'events and parties',
    terms: new Terms([
      'events',
      'parties',
      'party',
      'no parties',
      'feste',
      'eventi',
      'festas',
      'eventos',
      'fiestas',
      'fetes',
      'evenements',
      'partys',
      'veranstaltungen',
    ]),
  },
  {
    label: 'smoking',
    terms: new Terms([
      'smoking',
      'no smoking',
      'vaping',
      'fumare',
      'fumo',
      'vietato fumare',
      'fumar',
      'fumantes',
      'fumeurs',
      'fumer',
      'rauchen',
      'nichtraucher',
    ]),
  },
  {
    label: 'quiet hours',
    terms: new Terms([
      'quiet hours',
      'quiet time',
      'silenzio',
      'ore di silenzio',
      'horario de silencio',
      'silencio',
      'heures de silence',
      'calme',
      'ruhezeiten',
      'nachtruhe',
    ]),
  },
];

export const CHECK_IN_WORDS = new Terms([
  'check-in',
  'check in',
  'checkin',
  'arrival',
  'arrivo',
  'entrada',
  'llegada',
  'arrivee',
  'anreise',
]);
export const CHECK_OUT_WORDS = new Terms([
  'checkout',
  'check-out',
  'check out',
  'departure',
  'partenza',
  'saida',
  'salida',
  'depart',
  'abreise',
]);

export const NEIGHBOURHOOD_SECTION =
  /neighbo(?:u)?rhood|the area|location|getting around|where you.ll be|quartiere|zona|dintorni|come muoversi|bairro|vizinhan|barrio|zona|alrededores|quartier|environs|se deplacer|umgebung|nachbarschaft|lage/;

export const TRANSPORT_MODES: readonly { label: string; terms: Terms }[] = [
  {
    label: 'walking',
    terms: new Terms([
      'walk',
      'walking',
      'on foot',
      'by foot',
      'stroll',
      'a piedi',
      'a pe',
      'andando',
      'caminando',
      'a pie',
      'a pied',
      'zu fuss',
      'fussweg',
    ]),
  },
  { label: 'metro', terms: new Terms(['metro', 'subway', 'underground', 'tube', 'metropolitana', 'u-bahn', 's-bahn', 'light rail']) },
  {
    label: 'bus or tram',
    terms: new Terms(['bus', 'buses', 'tram', 'trams', 'streetcar', 'autobus', 'onibus', 'tranvia', 'bonde', 'strassenbahn']),
  },
  { label: 'train', terms: new Terms(['train', 'trains', 'railway', 'treno', 'treni', 'trem', 'tren', 'zug', 'bahn']) },
  {
    label: 'car or taxi',
    terms: new Terms([
      'car',
      'drive',
      'driving',
      'by car',
      'taxi',
      'uber',
      'cab',
      'auto',
      'macchina',
      'in auto',
      'carro',
      'coche',
      'voiture',
      'en voiture',
    ]),
  },
  { label: 'bike', terms: new Terms(['bike', 'bicycle', 'cycling', 'bici', 'bicicletta', 'bicicleta', 'velo', 'fahrrad']) },
  {
    label: 'boat or ferry',
    terms: new Terms(['ferry', 'boat', 'water taxi', 'traghetto', 'vaporetto', 'balsa', 'barco', 'bateau', 'fahre']),
  },
];
