// Where each rule comes from, with the source-type tag of research/competitors.md:
// [O] the platform's own page, [CM] a channel manager that enforces the rule on sync, [V] a vendor about its own
// product, [3P] a third party, [R] peer-reviewed or academic work. docs/scoring.md lists every check with these.

export const SOURCES = {
  titleLimit:
    'Airbnb title limit, 50 characters (Guesty Open API, Avantio, Blue Tent channel rules) [CM]; Airbnb Resource Center 533, keep titles short for phones [O]',
  titleMinimum: 'Avantio minimum requirements for Airbnb: titles of 8 to 50 characters [CM]',
  titleRoom:
    'ListingForge and Solnest field limits: about 32 characters show on phones, aim for 32-45 [3P]; listingaudit.tools title sweet spot 35-60 [3P]',
  titleMobile:
    'Airbnb Resource Center 533: long titles are cut with an ellipsis on phones [O]; about 32 characters visible (ListingForge, Solnest) [3P]',
  titleFacts:
    '"Persuasive Language: Evidence from Airbnb", SSRN 3648438: guests reward factual information [R]; listingaudit.tools title rubric [3P]',
  titleCaps: 'Airbnb Resource Center 533: avoid all caps [O]; SSRN 3648438: all-caps words hurt in every market studied [R]',
  titleSymbols: 'Airbnb: no emoji in new titles [O]; Avantio and Blue Tent: channels strip emoji and symbols [CM]',
  summaryLimit:
    'SU Channel Manager Airbnb content API: summary in 500 characters or less; syncs fail above 500 (Solnest field limits) [CM]',
  summaryLength:
    "Avantio minimum description 50 characters [CM]; the 350-character lower bound is this product's section guidance (spec section 9), and Solnest writes summaries up to the 500 limit [3P]",
  summaryHook:
    'Solnest field limits: about 295 characters show before "Show more" in the app, so front-load the hook [3P]; Airbnb page data: the description opens with 6 lines (recommendedNumberOfLines: 6) [O]',
  sectionPresent:
    'Rentals United Airbnb description mapping: The space, Guest access, Other things to note are separate fields [CM]; Chung & Sarnikar (2021), content only the description can tell guests moves bookings [R]',
  sectionLength:
    "This product's section guidance (spec section 9): 350-750 characters, the first 300 matter most; Solnest suggested lengths per section [3P]; PriceLabs 2026 report: 54 % of listings have unclear or incomplete descriptions [V]",
  contentContact:
    'Channel content rules: no e-mail, phone, URL or street address in text (Rentals United Airbnb description page; Blue Tent 2023) [CM]; Airbnb hides contact details it finds [O]',
  contentWriting:
    'Channel content rules: no emoji or special characters, no word with more than 5 capitals, no more than 3 all-caps words in a row, no repeated characters such as "!!!" (Rentals United; Blue Tent 2023) [CM]',
  houseRulesPresent:
    'Airbnb Resource 21 "Setting helpful house rules" and Help 472: rules show in 4 places and standard rules are enforceable [O]',
  houseRulesTimes: 'Airbnb Resource 21: check-in and checkout times are standard house rules [O]',
  houseRulesTopics: 'Airbnb Resource 21: standard rules cover pets, events, smoking, quiet hours, check-in/out and maximum guests [O]',
  houseRulesConcise:
    "Airbnb Resource 21: don't overwhelm guests with additional rules [O]; Tourism Management 93 (2022) 104607: restrictive rule text lowers satisfaction [R]",
  photoCount:
    'SiteMinder, BookingCenter, Avantio: fewer than 7 photos gets a listing rejected on sync [CM]; Rankbreeze 29,000-listing study: 31+ photos among top-ranked [V]; Your.Rentals: 20+ with every room [3P]',
  photoResolution:
    'Airbnb photo tips via help.resortifi.com, Avantio, Vrbo photo guidelines: at least 1024 x 683 px [O/CM]; under 800 x 500 is rejected on sync (SiteMinder) [CM]',
  photoLandscape: 'Airbnb photo tips: landscape, because search shows landscape [O]',
  photoCover:
    'Li, Simchi-Levi, Wu, Zhu, Management Science 69(9) 2023: the cover matters far more than other photos [R]; Airbnb Luxe photo brief: cover shown square in search, 16:9 on the page [O]',
  photoRooms:
    'Airbnb Tech Blog: the photo tour sorts photos by room [O]; Airbnb data guide: "Additional photos"-only tours are worth flagging [3P]',
  photoFirstFive:
    'HostRev "The 5 photos that decide your booking": the first five form the desktop preview; five shots of one room is the most common mistake [3P]',
  photoMeasured:
    'Zhang et al., "What Makes a Good Image?": professional-quality photos +8.98 % occupancy [R]; ICIS 2016: about 9 % more bookings [R]; measured by our photo analysis',
  amenityCount:
    'Avantio and Guesty Vrbo checklist: at least 5 amenities [CM]; Airbnb Help 39: guests filter by amenities, list everything offered [O]',
  amenityEssentials: 'Airbnb Help 2343 "What are essential amenities?": toilet paper, soap, a towel and pillow per guest, linens [O]',
  amenityStaples:
    'listingaudit.tools staples: Wi-Fi, kitchen, parking, AC, washer [3P]; Airbnb Tech Blog 2023: guests ask most about Wi-Fi and free parking [O]',
  amenitySought:
    'Airbnb "How search results work": sought-after features improve visibility in filtered searches [O]; Airbnb Tech Blog 2023 guest-interest attributes [O]; listingaudit.tools differentiators [3P]',
  smokeAlarm:
    'Airbnb Help 515 and Resource 510: smoke alarms urged and declared on the listing [O]; Help 2904: missing safety info triggers warnings [O]',
  coAlarm: 'Airbnb Help 515 and Resource 510: carbon monoxide alarms urged and declared on the listing [O]',
  safetyKit: 'Airbnb Help 2904 Guest safety and Resource 134 "Preparing your space for emergencies" [O]',
  cameras: 'Airbnb Help 887 and 2914 (since 30 Apr 2024): no indoor cameras; outdoor cameras allowed with their location disclosed [O]',
  neighbourhood:
    'Airbnb Help 39: location is one of four factors that heavily influence ranking [O]; Solnest: neighbourhood text shows under the map without a click, 300-700 characters [3P]',
  namedPlaces:
    'Solnest description-sections: name places with minutes and travel mode, not "close to everything" [3P]; Booking.com Property Page Score counts area info [3P]',
  travelModes: 'Solnest description-sections: Getting around, how guests reach places (walk, transit, car) [3P]',
  discounts:
    'Airbnb Help 39 "How search results work": price against comparable listings has a large effect and discounts are a direct lever [O]',
  cancellation:
    'Airbnb Resource 162 "Why it\'s smart to offer flexible cancellations": hosts who switched to Flexible saw 10 %+ more next-month bookings [O]; Rankbreeze: strict policies did not hurt rank [V], so stricter policies keep part of the points',
} as const;
