// Common given names of the region (issue 56), beside the name table's rows (name-table.ts): one
// of them alone is too little to name a person, so a match on it alone is at most possible
// (subject.ts). Single common words, as tokenizeName leaves them (lower case without accents;
// Arabic folded: ة is ه, ى is ي, أ إ آ are ا). Only this rule reads the list: it does not make two
// spellings one name (the name table does that).

const LATIN = [
  'adam adham adib adnan akram ala alaa amer amir ammar amjad anas anwar ashraf asim atef ayman',
  'ayoub ayub aziz badr bakr bashar bashir basil basim bassam bilal dawood dawud diyab emad eyad',
  'fadi fahd fahad faris fares farid fathi fawaz fawzi firas fuad ghassan habib hadi hafez hakim',
  'hamdi hani harun haroun hashem hashim hatem haitham haytham hazem hilal hisham husam hosam',
  'ibrahim idris ihab imad iyad jaber jabir jad jalal jamil jawad jihad kamal kamel karam khalaf',
  'khalifa khaled laith layth louay luay maher mahir malek malik mamdouh marwan mazen mohannad',
  'muhannad munir mounir murad mourad nabil nader nadim naim najib nasim nawaf nizar noor nour',
  'omar osama qais qays rabih rabie raed rafiq ramadan rami rashad rayan riad riyad saber sabri',
  'safwan sahar salem salim samir sami shadi shaker sharif shukri sufyan suhail suhayl talal tamer',
  'tamim tawfiq thamer wael waleed wassim wasim yahya yaser yasser yasin yassin younes yunus yusri',
  'zaher zaki ziad ziyad zuhair zuhayr aisha amal amira asma basma dalal dina fatima ghada hala',
  'hana hanan hiba huda iman inas jamila khadija layla leila lina maha mariam maryam mona muna',
  'nadia najwa nawal noura nour rania rasha reem rima rula salma samira sana sara sawsan suad',
  'wafa yasmin zainab zeinab',
];

const ARABIC = [
  'ادم ادهم اديب عدنان اكرم علاء عامر امير عمار امجد انس انور اشرف عاصم عاطف ايمن ايوب بدر بكر',
  'بشار بشير باسل باسم بسام بلال داود دياب عماد اياد فادي فهد فارس فريد فتحي فواز فوزي فراس فواد',
  'غسان حبيب هادي حافظ حكيم حمدي هاني هارون هاشم حاتم هيثم حازم هلال هشام حسام ادريس ايهاب جابر',
  'جاد جلال جميل جواد جهاد كمال كرم خلف خليفه ليث لوي ماهر مالك ممدوح مروان مازن مهند منير مراد',
  'نبيل نادر نديم نعيم نجيب نسيم نواف نزار قيس ربيع رايد رفيق رمضان رامي رشاد ريان رياض صابر صبري',
  'صفوان سالم سمير شادي شاكر شريف شكري سفيان سهيل طلال تامر تميم توفيق ثامر وايل ياسر ياسين يونس',
  'يسري زاهر زكي زياد زهير امل اميره اسماء بسمه دلال دينا غاده هاله هناء حنان هبه هدي ايمان ايناس',
  'جميله خديجه ليلي لينا مها مريم مني ناديه نجوي نوال نوره رانيا رشا ريم ريما رلي سلمي سميره سناء',
  'ساره سوسن سعاد وفاء ياسمين زينب',
];

export const COMMON_GIVEN_NAMES: ReadonlySet<string> = new Set(
  [...LATIN, ...ARABIC].flatMap((line) => line.split(' ')),
);
