// Airbnb titles the parts of a description in the page's language ("The space", "Lo spazio", "El
// alojamiento"). They are filed under the English names the product uses; a heading we do not know keeps
// its own title, so nothing the host wrote is lost.

export const LISTING_DESCRIPTION = 'Listing Description';

const HEADINGS: Record<string, string[]> = {
  'The space': [
    'the space',
    'lo spazio',
    'el alojamiento',
    'el espacio',
    'le logement',
    "l'espace",
    'die unterkunft',
    'der raum',
    'o espaço',
    'a acomodação',
    'de ruimte',
    'the property',
    'about the space',
  ],
  'Guest access': [
    'guest access',
    'accesso per gli ospiti',
    'accesso degli ospiti',
    'acceso de los huéspedes',
    'acceso para huéspedes',
    'acceso de huéspedes',
    'accès des voyageurs',
    'accès pour les voyageurs',
    'zugang für gäste',
    'gästezugang',
    'acesso dos hóspedes',
    'acesso do hóspede',
    'toegang voor gasten',
  ],
  'Other things to note': [
    'other things to note',
    'other details to note',
    'other things to know',
    'altre cose da notare',
    'altre cose da tenere a mente',
    'altri aspetti da considerare',
    'altre informazioni',
    'otros aspectos para tener en cuenta',
    'otros aspectos a tener en cuenta',
    'otros detalles',
    'autres remarques',
    'autres points à noter',
    'autres informations',
    'weitere hinweise',
    'andere hinweise',
    'weitere angaben',
    'outras observações',
    'outros detalhes',
    'outros aspectos',
    'andere dingen om op te merken',
    'notes',
  ],
  'During your stay': [
    'during your stay',
    'interaction with guests',
    'interaction',
    'durante il soggiorno',
    'durante tu estancia',
    'pendant votre séjour',
    'während ihres aufenthalts',
    'durante a sua estadia',
  ],
  'The neighborhood': [
    'the neighborhood',
    'the neighbourhood',
    'neighborhood',
    'neighbourhood',
    'neighborhood highlights',
    'il quartiere',
    'el barrio',
    'le quartier',
    'die gegend',
    'die nachbarschaft',
    'a vizinhança',
    'o bairro',
  ],
  'Getting around': [
    'getting around',
    'come muoversi',
    'cómo moverse',
    'comment se déplacer',
    'fortbewegung',
    'unterwegs',
    'como se locomover',
    'transit',
  ],
  'Registration details': [
    'registration details',
    'registration number',
    'dati di registrazione',
    'detalles del registro',
    'datos de registro',
    "informations d'enregistrement",
    'registrierungsdetails',
    'detalhes do registro',
  ],
  'House rules': ['house rules', 'regole della casa', 'normas de la casa', 'règlement intérieur', 'hausregeln', 'regras da casa'],
};

const LOOKUP = new Map<string, string>();
for (const [canonical, names] of Object.entries(HEADINGS)) for (const name of names) LOOKUP.set(name, canonical);

const keyOf = (heading: string) =>
  heading
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[:\s]+$/, '')
    .trim()
    .toLowerCase();

export function canonicalHeading(heading: string): string {
  return LOOKUP.get(keyOf(heading)) ?? heading.replace(/[:\s]+$/, '').trim();
}

/** Whether a line is one of the headings the vocabulary knows, in any of its languages. */
export function isKnownHeading(line: string): boolean {
  return LOOKUP.has(keyOf(line));
}
