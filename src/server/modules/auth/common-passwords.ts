/**
 * Passwords that are guessed first: the most common ones from public breach corpora (only those of at
 * least eight characters, since shorter ones are refused by length anyway), and the patterns people
 * reach for: one character repeated, short runs repeated, alphabet, digit and keyboard sequences,
 * and a common word dressed up with a few digits, symbols or look-alike characters.
 */
const COMMON_PASSWORDS = `
password password1 password12 password123 password1234 passw0rd p@ssword p@ssw0rd pa55word pa55w0rd
passwort motdepasse contrasena contraseña wachtwoord salasana
iloveyou iloveyou1 iloveyou2 iloveu123 ilovegod ilovejesus ilovemyself iloveyou! loveyou1
sunshine sunshine1 princess princess1 football football1 baseball baseball1 basketball soccer123
welcome welcome1 welcome123 welcome2 letmein1 letmein123 letmeinnow trustno1 trustnoone
whatever whatever1 starwars starwars1 superman superman1 batman123 spiderman spiderman1 ironman1
michelle jennifer jessica1 charlie1 michael1 jordan23 jordan123 nicole12 ashley12 daniel12 andrew12
liverpool liverpool1 chelsea1 arsenal1 manchester manutd123 barcelona realmadrid juventus1
computer computer1 internet internet1 security security1 administrator admin123 admin1234 adminadmin
rootroot toor1234 changeme changeme1 changeit default1 default123 guest123 testtest test1234 test12345
qwerty12 qwerty123 qwerty1234 qwerty12345 qwertyui qwertyuiop qwerty123456 qwertyqwerty qwerasdf
1q2w3e4r 1q2w3e4r5t 1q2w3e4r5t6y 1qaz2wsx 1qaz2wsx3edc zaq12wsx zaq1zaq1 zaq1xsw2 q1w2e3r4 q1w2e3r4t5
q1w2e3r4t5y6 1234qwer qwer1234 asdf1234 1234asdf zxcv1234 asdfasdf asdfghjk asdfghjkl zxcvbnm1
zxcvbnm123 qazwsxedc qweasdzxc 123qweasd 123qweasdzxc 1qazxsw2 2wsx3edc qwe123qwe asd123asd
12345678 123456789 1234567890 0123456789 0987654321 87654321 987654321 12341234 12344321 11223344
12121212 11112222 123123123 123321123 12345678910 1234512345 1234554321 147258369 147852369 159753456
123454321 135792468 246813579 741852963 963852741 789456123 456789123 321654987 159357456 147896325
11111111 00000000 22222222 88888888 99999999 77777777 55555555 66666666 12345qwert 123456abc
abc12345 abcd1234 abcde123 abc123456 abcdefg1 a1b2c3d4 aa123456 aa112233 a123456789 qq123456
monkey123 dragon123 dragon12 shadow12 shadow123 master123 master12 mustang1 hunter12 hunter123
killer123 buster12 tigger12 harley12 hockey12 ranger12 thunder1 matrix123 freedom1 freedom123
butterfly butterfly1 babygirl babygirl1 sweetheart sweetie1 cutiepie angel123 angels12 lovely12
loveme12 lovelove lovers12 forever1 forever21 together friends1 bestfriend family123 happiness
blessed1 jesus123 jesuschrist christ1 godisgood heaven12 faithful mylove12 myspace1 facebook
facebook1 twitter1 instagram google123 yahoo123 hotmail1 gmail123 microsoft windows1 linux123
ubuntu123 apple123 samsung1 iphone12 nokia123 playstation xbox360 nintendo minecraft minecraft1
pokemon1 pokemon123 fortnite roblox123 callofduty warcraft starcraft counterstrike gameover
superstar rockstar1 rockyou1 metallica nirvana1 slipknot eminem12 beatles1 elvispresley
chocolate chocolate1 cookie123 cheese12 pepper12 banana12 orange12 apple12345 strawberry pineapple
blueberry cherry12 coffee12 icecream pizza123 hotdog12 chicken1 pumpkin1 peanut12 muffin12
dolphin1 elephant tiger123 lion1234 panther1 eagles12 falcon12 dolphins cowboys1 steelers
patriots yankees1 redsox12 lakers24 bulls123 packers1 broncos1 raiders1 giants12 rangers1
mercedes ferrari1 porsche1 corvette mustang123 chevrolet yamaha12 harleydavidson kawasaki
december november october1 september august12 january1 february march123 april123 summer12
summer2020 summer2021 summer2022 summer2023 summer2024 winter12 winter2020 winter2023 spring12
autumn12 monday12 friday13 sunday12 weekend1 birthday birthday1 holiday1 vacation christmas
christmas1 halloween newyork1 california florida1 chicago1 london12 paris123 berlin12 amsterdam
australia1 canada123 america1 america123 usa12345 england1 scotland1 ireland1 germany1 france12
charlotte victoria elizabeth jonathan nicholas alexander alexandra christopher christina
samantha stephanie jennifer1 patricia barbara1 margaret benjamin1 princesa mariposa teamo123
tequiero carolina catherine caroline gabriel1 isabella madison1 brandon1 jackson1 william1
matthew1 joshua12 anthony1 justin12 austin12 tyler123 dakota12 cameron1 morgan12 taylor12
fuckyou1 fuckoff1 asshole1 bitch123 shithead whore123 pussy123 blowjob1 lovesex1 sexy1234
iamthebest imthebest nobody12 noodles1 secret12 secret123 secret1234 mysecret topsecret
private1 confidential access14 access123 letmein! open1234 opensesame unlock12 login123
loginlogin user1234 username userpass member12 customer testuser demo1234 sample12 example1
qwertz123 qwertzuiop azertyuiop azerty123 azerty12 wasd1234 asdfqwer zxcvasdf poiuytrewq
lkjhgfdsa mnbvcxz1 0okm9ijn 1z2x3c4v 1a2s3d4f 1qw23er4 zaqxswcde qazxswedc asdzxc123
aaaaaaaa aaaaaaa1 abcdefgh abcdefg123 abcabcabc abc123abc qweqweqwe asdasdasd zxczxczxc
iloveyou123 iloveyou1234 ihateyou lovehurts heartbreak brokenheart imissyou missyou1
goodluck goodgirl goodboy1 badboy12 badgirl1 bigdaddy bigboss1 bigdick1 daddy123 mommy123
mother12 father12 brother1 sister12 grandma1 grandpa1 daughter princess12 prince12 kingdom1
king1234 queen123 warrior1 soldier1 ninja123 samurai1 dragonfly dragonball naruto123 sasuke12
onepiece digimon1 sailormoon hellokitty hello123 hello1234 helloworld hellohello hiphop12
qwerty1! password! password1! passw0rd! welcome! changeme! p@ssword1 p@ssw0rd1 passw0rd1
`;

/** Short favourites: too short alone, but common bases for a password padded with digits or symbols. */
const COMMON_BASES = `
qwerty monkey dragon shadow master letmein hunter killer buster tigger harley hockey ranger soccer
batman andrew thomas robert daniel george jordan pepper maggie ginger cheese summer winter ashley
nicole amanda joshua matthew taylor austin dallas thunder matrix love secret admin hello freedom
michael jessica charlie angel lovely flower purple orange banana cookie silver golden diamond
`;

const COMMON = new Set(`${COMMON_PASSWORDS} ${COMMON_BASES}`.split(/\s+/).filter(Boolean));

/** Rows and columns people slide along on a keyboard, and the orderly runs of letters and digits. */
const SEQUENCES = [
  'abcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxyz',
  '0123456789012345678901234567890',
  'qwertyuiopasdfghjklzxcvbnm',
  'qwertzuiopasdfghjklyxcvbnm',
  'azertyuiopqsdfghjklmwxcvbn',
  '1qaz2wsx3edc4rfv5tgb6yhn7ujm8ik9ol0p',
  'qazwsxedcrfvtgbyhnujmikolp',
  '!@#$%^&*()_+',
];

const MIN_PATTERN_LENGTH = 4;

const LOOK_ALIKES: Record<string, string> = { '@': 'a', '4': 'a', '3': 'e', '1': 'i', '!': 'i', '0': 'o', '$': 's', '5': 's', '7': 't', '+': 't' };

/** A short unit repeated to the full length: aaaaaaaa, 12121212, abcabcab. */
function isRepetition(value: string): boolean {
  for (let unit = 1; unit <= 4 && unit * 2 <= value.length; unit++) {
    if (value.slice(0, unit).repeat(Math.ceil(value.length / unit)).slice(0, value.length) === value) return true;
  }
  return false;
}

function isSequence(value: string): boolean {
  const reversed = [...value].reverse().join('');
  return SEQUENCES.some((run) => run.includes(value) || run.includes(reversed));
}

function withoutDecoration(value: string): string {
  return value.replace(/[\d\W_]{1,4}$/u, '').replace(/^[\d\W_]{1,2}/u, '');
}

function withoutLookAlikes(value: string): string {
  return value.replace(/[@4310!$57+]/g, (c) => LOOK_ALIKES[c] ?? c);
}

/** True for a password an attacker would try early, whatever its letter case. */
export function isCommonPassword(password: string): boolean {
  const lower = password.toLowerCase();
  if (isRepetition(lower) || isSequence(lower)) return true;
  const bare = withoutDecoration(lower);
  const candidates = new Set([lower, bare, withoutLookAlikes(lower), withoutLookAlikes(bare), withoutDecoration(withoutLookAlikes(lower))]);
  for (const candidate of candidates) {
    if (COMMON.has(candidate)) return true;
    // A few characters left after stripping prove nothing on their own.
    if (candidate.length >= MIN_PATTERN_LENGTH && (isRepetition(candidate) || isSequence(candidate))) return true;
  }
  return false;
}

export const COMMON_PASSWORD_COUNT = COMMON.size;
