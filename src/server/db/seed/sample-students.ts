import { DemoRandom } from './demo-random.ts';

/** A student as a school's sheet lists one: what the demo's ID card prints, and the photo's file name. */
export interface SampleStudent {
  name: string;
  className: string;
  rollNo: string;
  bloodGroup: string;
  phone: string;
  photo: string;
}

const FIRST = [
  'Aarav',
  'Vivaan',
  'Aditya',
  'Ishaan',
  'Kabir',
  'Arjun',
  'Reyansh',
  'Saanvi',
  'Ananya',
  'Diya',
  'Myra',
  'Kiara',
  'Aadhya',
  'Pari',
  'Riya',
  'Meera',
  'Tanvi',
  'Rohan',
  'Yash',
  'Neha',
];
const LAST = ['Sharma', 'Verma', 'Patil', 'Deshmukh', 'Iyer', 'Nair', 'Reddy', 'Gupta', 'Agarwal', 'Joshi', 'Kulkarni', 'Chauhan', 'Mehta', 'Singh', 'Rao'];
// Written in Devanagari, as a Hindi- or Marathi-medium school's office types them: conjuncts (क्ष, श्र, त्र) included.
const FIRST_HI = ['क्षमा', 'श्रेया', 'आदित्य', 'प्रिया', 'ऋषभ', 'त्रिशा', 'स्वरा', 'अर्जुन', 'ज्ञानेश', 'दीप्ति'];
const LAST_HI = ['शर्मा', 'त्रिपाठी', 'श्रीवास्तव', 'पाटील', 'मिश्र', 'द्विवेदी', 'कुलकर्णी', 'क्षीरसागर'];
const BLOOD = ['A+', 'A-', 'B+', 'B-', 'O+', 'O-', 'AB+', 'AB-'];
const SECTIONS = ['A', 'B', 'C', 'D'];

/** `count` students, the same every run: one in four named in Devanagari, 40 to a class, roll numbers from 1 in each. */
export function sampleStudents(count: number, seed = 30): SampleStudent[] {
  const random = new DemoRandom(seed);
  return [...Array(count).keys()].map((i) => {
    const hindi = i % 4 === 1;
    const name = hindi ? `${random.pick(FIRST_HI)} ${random.pick(LAST_HI)}` : `${random.pick(FIRST)} ${random.pick(LAST)}`;
    const grade = 1 + (Math.floor(i / 40) % 12);
    return {
      name,
      className: `${grade} ${SECTIONS[Math.floor(i / 40 / 12) % SECTIONS.length]}`,
      rollNo: String((i % 40) + 1),
      bloodGroup: random.pick(BLOOD),
      phone: `9${random.int(100000000, 999999999)}`,
      // As school cameras name them: IMG_0001.JPG, IMG_0002.JPG …
      photo: `IMG_${String(i + 1).padStart(4, '0')}.JPG`,
    };
  });
}
