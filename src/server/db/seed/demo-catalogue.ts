import type { CategorySeed, Palette, Variant } from './demo-types.ts';

/** The demo shop's catalogue: a small-town printer in Vidarbha selling cards, trophies and ID cards. */
const p = (bg: [string, string], ink: string, accent: string, text: string): Palette => ({ bg, ink, accent, text });

const FESTIVE: Palette[] = [
  p(['#7a1020', '#4a0812'], '#e9c46a', '#c1121f', '#fdf0c4'),
  p(['#b23a0c', '#7c1d06'], '#ffd166', '#f4a261', '#fff3d6'),
  p(['#0b3d2e', '#06231a'], '#e9c46a', '#2a9d8f', '#f7ecc8'),
  p(['#1d2f6f', '#0f1a40'], '#f2cc8f', '#5a6fd6', '#fbf3dc'),
  p(['#fbf3e4', '#efdcb8'], '#8c1c13', '#d4a017', '#6b0f1a'),
];
const CHEERFUL: Palette[] = [
  p(['#ffd6e8', '#ff9ec7'], '#b5179e', '#f72585', '#5a0b4d'),
  p(['#caf0f8', '#7dd3fc'], '#0369a1', '#f59e0b', '#0c2d48'),
  p(['#fff3b0', '#ffd166'], '#9a3412', '#ef476f', '#4a1d05'),
];
const METAL: Palette[] = [
  p(['#14213d', '#0a1124'], '#fca311', '#f5c542', '#fdf6e3'),
  p(['#5b0e2d', '#2e0716'], '#d9d9d9', '#c0c0c0', '#f4f4f4'),
  p(['#1b4332', '#0d2119'], '#d4a373', '#cd7f32', '#f6efe6'),
];
const OFFICE: Palette[] = [
  p(['#e0ecff', '#b9d3f5'], '#1d4ed8', '#0f766e', '#0b1f4d'),
  p(['#e6fffa', '#b2f5ea'], '#0f766e', '#dc2626', '#073b36'),
  p(['#111111', '#2b2b2b'], '#d4af37', '#d4af37', '#f5f0e1'),
];

const CARD_VARIANTS: Variant[] = [
  { label: 'Gold Foil', note: 'Hot foil stamping in gold on the front panel.', factor: 1.25 },
  { label: 'with Envelope', note: 'A matching printed envelope comes with every card.', factor: 1 },
  { label: 'Laser Cut', note: 'Fine laser-cut jaali work on the outer jacket.', factor: 1.4 },
  { label: 'Budget Print', note: 'Single-sheet budget version printed on 250 GSM art card.', factor: 0.6 },
  { label: 'Premium Box Pack', note: 'Packed in a rigid gift box, ideal for close relatives.', factor: 2.2 },
];
const SMALL_CARD_VARIANTS: Variant[] = [
  { label: 'with Envelope', note: 'A matching printed envelope comes with every card.', factor: 1 },
  { label: 'Single Card', note: 'Flat single card, both sides printed.', factor: 0.7 },
  { label: 'Folded Card', note: 'Two-fold card with the programme printed inside.', factor: 1.2 },
  { label: 'Gold Foil', note: 'Gold foil on the border and the main heading.', factor: 1.3 },
  { label: 'Digital + Print Combo', note: 'Includes a WhatsApp-ready digital invite of the same design.', factor: 1.45 },
];
const CARD_DETAILS = [
  'Printed on 300 GSM imported art card.',
  'Matter can be printed in Hindi, Marathi, Urdu or English.',
  'A free digital proof is shared on WhatsApp before printing.',
  'Usually ready in 5 to 7 working days.',
  'Courier available all over India.',
  'Bulk orders get a better rate; please call to discuss.',
];

export const DEMO_CATEGORIES: CategorySeed[] = [
  {
    name: 'Wedding Cards', art: 'mandala', palettes: FESTIVE, variants: CARD_VARIANTS, details: CARD_DETAILS,
    moq: [50, 100, 100, 150, 200, 250, 300, 500],
    subcategories: [
      { name: 'Hindu Wedding', religions: ['Hindu'], price: [28, 180],
        designs: ['Royal Maroon Ganesha Wedding Card', 'Shubh Vivah Kalash Invitation', 'Peacock Motif Lagna Patrika'],
        blurb: 'Traditional Hindu wedding card with a Shree Ganesh motif on the front and room inside for haldi, mehendi and sangeet details.' },
      { name: 'Muslim Nikah', religions: ['Muslim'], price: [30, 160],
        designs: ['Emerald Green Nikah Invitation', 'Bismillah Gold Foil Nikah Card', 'Crescent Moon Walima Card'],
        blurb: 'Elegant Nikah card with a calligraphy panel, suitable for Nikah, Walima and Mehndi functions.' },
      { name: 'Scroll Cards', religions: ['Hindu', 'Sikh', 'Christian'], price: [140, 650], art: 'scroll',
        designs: ['Velvet Royal Scroll Invitation', 'Rajasthani Box Scroll Card', 'Ivory Pearl Scroll with Tassel'],
        blurb: 'Rolled scroll invitation in a decorative case, a memorable choice for close family and VIP guests.' },
    ],
  },
  {
    name: 'Birthday Invitations', art: 'balloons', palettes: CHEERFUL, details: CARD_DETAILS, moq: [25, 50, 50, 100],
    variants: [
      { label: 'Photo Print', note: "Your child's photo printed on the front.", factor: 1.2 },
      { label: 'Matte Finish', note: 'Soft matte finish that feels premium in hand.', factor: 1 },
      { label: 'Glitter Coat', note: 'A light glitter coat on the balloons and stars.', factor: 1.3 },
      { label: 'Square Card', note: 'Compact 6x6 inch square card.', factor: 0.9 },
    ],
    subcategories: [
      { name: 'First Birthday', religions: [], price: [18, 60],
        designs: ['Little Prince First Birthday Card', 'Pink Princess 1st Birthday Invite', 'Jungle Safari Pehla Janmdin Card'],
        blurb: "Cheerful first birthday invitation with space for baby's photo, name and party details." },
      { name: 'Kids Theme Party', religions: [], price: [12, 45],
        designs: ['Superhero Theme Party Invite', 'Cartoon Circus Birthday Card', 'Space Rocket Birthday Invitation'],
        blurb: "Fun theme invitation for kids' birthday parties, printed in bright colours children love." },
      { name: 'Milestone Birthday', religions: [], price: [25, 90],
        designs: ['Golden 50th Birthday Invitation', 'Shashtipoorti 60th Celebration Card', 'Elegant 75th Birthday Card'],
        blurb: 'Graceful invitation for the 50th, 60th and 75th birthday celebrations of parents and grandparents.' },
    ],
  },
  {
    name: 'Trophies & Awards', art: 'trophy', palettes: METAL, moq: [1, 1, 1, 5, 10, 25],
    details: ['Name, event and year engraved free of cost.', 'Bulk orders for schools and clubs ready in 3 days.', 'Packed safely in a thermocol box for courier.', 'Visit our Gondia shop to see the full range.'],
    variants: [
      { label: '8 inch', note: 'Compact 8 inch height, good for participation prizes.', factor: 0.7 },
      { label: '12 inch', note: 'Standard 12 inch height.', factor: 1 },
      { label: '16 inch', note: 'Tall 16 inch piece for the first prize.', factor: 1.5 },
      { label: 'Set of 3', note: 'Set of three sizes for first, second and third place.', factor: 2.6 },
      { label: 'with Engraving', note: 'Includes a laser-engraved brass plate.', factor: 1.15 },
    ],
    subcategories: [
      { name: 'Metal Trophies', religions: [], price: [250, 2200],
        designs: ['Gold Cup Sports Trophy', 'Star Victory Metal Trophy', 'Winner Eagle Trophy'],
        blurb: 'Sturdy metal trophy on a wooden base, ideal for school sports days, cricket tournaments and kabaddi matches.' },
      { name: 'Crystal Awards', religions: [], price: [650, 4500],
        designs: ['Diamond Cut Crystal Award', 'Blue Wave Crystal Plaque', 'Star Crystal Memento'],
        blurb: 'Clear crystal award with laser engraving, a classy choice for corporate felicitation and annual functions.' },
      { name: 'Wooden Mementos', religions: [], price: [299, 1800],
        designs: ['Sheesham Wood Memento', 'Rosewood Finish Shield', 'Felicitation Plaque with Brass Plate'],
        blurb: "Wooden memento with a brass name plate, popular for guest felicitation, retirements and Teacher's Day." },
    ],
  },
  {
    name: 'ID Cards', art: 'idcard', palettes: OFFICE, moq: [10, 25, 50, 100, 200],
    details: ['Send us the data in Excel with photos; we do the rest.', 'Cards are sorted class-wise or department-wise.', 'Ready in 2 to 4 working days.', 'Reprints of lost cards at the same rate.'],
    variants: [
      { label: 'Single Side', note: 'Printed on the front only.', factor: 0.8 },
      { label: 'Both Sides', note: 'Printed on both sides with rules and contact details on the back.', factor: 1 },
      { label: 'with Lanyard', note: 'Comes with a printed lanyard and holder.', factor: 1.4 },
      { label: 'Glossy Lamination', note: 'Glossy lamination protects the print from daily wear.', factor: 1.1 },
      { label: 'RFID Chip', note: 'Embedded RFID chip for attendance and door access.', factor: 2.5 },
    ],
    subcategories: [
      { name: 'PVC ID Cards', religions: [], price: [25, 90],
        designs: ['Corporate PVC Employee ID', 'Vertical Photo ID Card', 'Hospital Staff ID Card'],
        blurb: 'Durable 0.76 mm PVC ID card printed in full colour with photo and barcode.' },
      { name: 'School ID Cards', religions: [], price: [18, 60],
        designs: ['School Student ID Card', 'College Identity Card', 'Coaching Class ID Card'],
        blurb: "Student ID card with photo, roll number, blood group and parent's contact number." },
      { name: 'Lanyards & Holders', religions: [], price: [8, 55],
        designs: ['Printed Satin Lanyard', 'Nylon Lanyard with Hook', 'Transparent ID Card Holder'],
        blurb: 'Lanyards and holders to go with your ID cards, printed with your institute or company name.' },
    ],
  },
  {
    name: 'Visiting Cards', art: 'visiting', palettes: OFFICE, moq: [1, 1, 2, 5, 10],
    details: ['Price is per box.', 'Design help is free with every order.', 'Same-day printing for matte cards ordered before noon.', 'Delivered in a neat plastic box.'],
    variants: [
      { label: 'Box of 100', note: 'One box of 100 cards.', factor: 1 },
      { label: 'Box of 250', note: 'One box of 250 cards.', factor: 2.2 },
      { label: 'Box of 500', note: 'One box of 500 cards, the best rate per card.', factor: 4 },
      { label: 'Double Side', note: 'Printed on both sides.', factor: 1.3 },
      { label: 'Rounded Corners', note: 'Corners rounded for a modern look.', factor: 1.15 },
    ],
    subcategories: [
      { name: 'Matte Finish Cards', religions: [], price: [180, 900],
        designs: ['Classic Matte Visiting Card', "Doctor's Clinic Visiting Card", 'Advocate Visiting Card'],
        blurb: 'Smooth matte visiting card on 350 GSM board, easy to write on and elegant in hand.' },
      { name: 'Textured Premium Cards', religions: [], price: [350, 1400],
        designs: ['Linen Texture Visiting Card', 'Kraft Paper Eco Visiting Card', 'Velvet Touch Visiting Card'],
        blurb: 'Premium textured visiting card that gets noticed, with crisp printing and clean edges.' },
      { name: 'Spot UV Cards', religions: [], price: [450, 1600],
        designs: ['Spot UV Gloss Logo Card', 'Black Gold Foil Visiting Card', 'Rounded Corner Spot UV Card'],
        blurb: 'Matte laminated card with raised spot UV gloss on your logo and name for a premium feel.' },
    ],
  },
  {
    name: 'Vastu & Griha Pravesh', art: 'kalash', palettes: FESTIVE, variants: SMALL_CARD_VARIANTS, details: CARD_DETAILS,
    moq: [50, 100, 100, 200],
    subcategories: [
      { name: 'Griha Pravesh Invitations', religions: ['Hindu'], price: [15, 70],
        designs: ['Mango Leaf Toran Griha Pravesh Invite', 'New Home Kalash Pooja Card', 'Shubh Griha Pravesh Card'],
        blurb: "Auspicious Griha Pravesh invitation with kalash and toran motifs for your new home's pooja." },
      { name: 'Vastu Shanti Cards', religions: ['Hindu'], price: [15, 60],
        designs: ['Vastu Shanti Pooja Invitation', 'Navgraha Shanti Card', 'Vastu Havan Invitation Card'],
        blurb: 'Invitation for Vastu Shanti and havan, with the muhurat and pooja details neatly laid out.' },
      { name: 'Bhoomi Pujan Cards', religions: ['Hindu'], price: [18, 75],
        designs: ['Bhoomi Pujan Invitation Card', 'Foundation Stone Ceremony Card', 'Shilanyas Samaroh Card'],
        blurb: 'Card for Bhoomi Pujan and foundation stone ceremonies of homes, shops and institutions.' },
    ],
  },
  {
    name: 'Shop Opening', art: 'ribbon', palettes: FESTIVE, variants: SMALL_CARD_VARIANTS, details: CARD_DETAILS,
    moq: [50, 100, 200],
    subcategories: [
      { name: 'Shop Inauguration Cards', religions: ['Hindu', 'Sikh', 'Muslim', 'Christian'], price: [15, 65],
        designs: ['Shubh Aarambh Shop Opening Card', 'Grand Opening Ribbon Card', 'Udghatan Samaroh Invitation'],
        blurb: 'Inauguration card for your new shop, with the muhurat, chief guest and address printed clearly.' },
      { name: 'Office Opening Cards', religions: [], price: [20, 80],
        designs: ['Corporate Office Inauguration Card', 'New Branch Opening Invite', 'Clinic Opening Announcement Card'],
        blurb: 'Smart invitation for the opening of an office, branch or clinic, in a clean corporate style.' },
      { name: 'Showroom Launch Invites', religions: [], price: [35, 120],
        designs: ['Jewellery Showroom Launch Invite', 'Car Showroom Unveiling Card', 'Boutique Launch Invitation'],
        blurb: 'Premium launch invitation for showrooms and boutiques that sets the tone for the big day.' },
    ],
  },
  {
    name: 'Religious Cards', art: 'diya', palettes: FESTIVE, variants: SMALL_CARD_VARIANTS, details: CARD_DETAILS,
    moq: [50, 100, 200],
    subcategories: [
      { name: 'Katha & Puja Invitations', religions: ['Hindu'], price: [10, 45],
        designs: ['Satyanarayan Katha Invitation', 'Ganesh Sthapana Puja Card', 'Lakshmi Puja Invitation Card'],
        blurb: 'Simple, graceful invitation for Satyanarayan Katha, Ganesh Sthapana and other home pujas.' },
      { name: 'Jagran & Mata ki Chowki', religions: ['Hindu'], price: [12, 50],
        designs: ['Mata ki Chowki Invitation', 'Jai Mata Di Jagran Card', 'Sai Sandhya Invitation'],
        blurb: 'Bright invitation for a jagran, Mata ki Chowki or bhajan sandhya, with bhandara details.' },
      { name: 'Gurpurab & Path Cards', religions: ['Sikh'], price: [12, 50],
        designs: ['Sri Akhand Path Sahib Invitation', 'Gurpurab Celebration Card', 'Sukhmani Sahib Path Card'],
        blurb: 'Respectful invitation for Akhand Path, Sukhmani Sahib Path and Gurpurab celebrations, with langar timings.' },
    ],
  },
];
