// Word lists the fill composes names, titles and story text from. The vocabulary is ordered by how
// often the fill draws each word (earlier is commoner), so "garden" is in most stories and the tail is rare.

export const FIRST_NAMES = [
  'Maya', 'Liam', 'Ines', 'Kofi', 'Hana', 'Tomas', 'Priya', 'Jonas', 'Amara', 'Diego', 'Sofia', 'Ravi', 'Elena', 'Noah',
  'Leila', 'Mateo', 'Yuki', 'Omar', 'Clara', 'Felix', 'Zara', 'Hugo', 'Nadia', 'Ivan', 'Mei', 'Samuel', 'Aisha', 'Luca',
  'Freya', 'Kenji', 'Lena', 'Tariq', 'Rosa', 'Emil', 'Chloe', 'Arjun', 'Marta', 'Oscar', 'Ada', 'Bruno', 'Nina', 'Pablo',
  'Greta', 'Idris', 'Vera', 'Theo', 'Lucia', 'Malik', 'Iris', 'Anton', 'Selma', 'Joon', 'Alma', 'Rafael', 'Tess', 'Yusuf',
  'Edith', 'Milan', 'Ruth', 'Caspar',
];

export const LAST_NAMES = [
  'Okafor', 'Lindqvist', 'Moreau', 'Tanaka', 'Haddad', 'Novak', 'Sharma', 'Keller', 'Mensah', 'Rossi', 'Kowalski', 'Ferreira',
  'Nakamura', 'Osei', 'Petrov', 'Silva', 'Jansen', 'Ibrahim', 'Larsen', 'Costa', 'Dubois', 'Park', 'Fischer', 'Adeyemi',
  'Varga', 'Castro', 'Berg', 'Chen', 'Hughes', 'Mwangi', 'Laurent', 'Sato', 'Horvat', 'Reyes', 'Nilsen', 'Kaya', 'Walsh',
  'Romero', 'Eriksen', 'Abara', 'Weber', 'Santos', 'Kim', 'Murphy', 'Dvorak', 'Lopez', 'Hansen', 'Ali', 'Bianchi', 'Fox',
  'Grant', 'Holm', 'Ito', 'Jovanovic', 'Kruger', 'Mendes', 'Ng', 'Olsen', 'Pereira', 'Quinn',
];

export const BIOS = [
  'Writes about cities, bicycles and the people who fix them.',
  'Engineer by day, gardener by evening.',
  'Notes on design, small software and long walks.',
  'Teacher. Reader. Occasional baker of bread that almost rises.',
  'I write about money, habits and the quiet parts of work.',
  'Product designer. Curious about maps, type and trains.',
  'Former journalist, now writing slower stories.',
  'Data, climate and the occasional poem.',
  '',
  'Parent of two, maker of lists, keeper of a very old cat.',
];

/** Title = opener + subject + tail, e.g. "Notes on Mending Bicycles After Ten Years". */
export const TITLE_OPENERS = [
  'The Quiet Art of', 'Notes on', 'Why I Stopped', 'What I Learned From', 'A Field Guide to', 'The Case for', 'Against',
  'Rethinking', 'A Short History of', 'How We Started', 'The Hidden Cost of', 'Ten Lessons From', 'On', 'The Trouble With',
  'In Praise of', 'Getting Better at', 'The Slow Return of', 'Everything Wrong With', 'A Year of', 'The Future of',
  'Learning', 'Teaching', 'Unlearning', 'The Joy of', 'Living With', 'Building', 'Leaving', 'Finding', 'Measuring', 'Sharing',
  'Keeping', 'Starting', 'Questioning', 'Defending', 'Explaining', 'Drawing', 'Writing About', 'Reading', 'Fixing', 'Mapping',
];

export const TITLE_SUBJECTS = [
  'Mending Bicycles', 'Remote Teams', 'Urban Gardens', 'Small Software', 'Public Libraries', 'Night Trains', 'Sourdough',
  'Open Source', 'Quiet Mornings', 'Personal Finance', 'Design Systems', 'City Parks', 'Slow Travel', 'Side Projects',
  'Kitchen Tables', 'Old Maps', 'Rainwater', 'Handwriting', 'Local News', 'Tiny Houses', 'Climate Data', 'First Jobs',
  'Second Languages', 'Long Walks', 'Paper Notebooks', 'Code Review', 'Street Food', 'Solar Panels', 'Family Recipes',
  'Board Games', 'Public Transit', 'Night Skies', 'Used Books', 'Mountain Huts', 'Community Radio', 'Shared Offices',
  'Honest Feedback', 'Bird Songs', 'Repair Cafes', 'Data Privacy', 'Weekend Markets', 'Rowing', 'Tea', 'Typography',
  'Beekeeping', 'Chess', 'Running', 'Pottery', 'Podcasts', 'Startups', 'Gardens', 'Rivers', 'Letters', 'Bridges',
  'Libraries', 'Teachers', 'Neighbours', 'Winters', 'Harbours', 'Kitchens',
];

export const TITLE_TAILS = [
  '', '', '', '', 'After Ten Years', 'in a Small Town', 'for Beginners', 'on a Budget', 'With Children', 'at Work',
  'in the Rain', 'Without a Plan', 'the Hard Way', 'in Practice', 'for Everyone', 'at Scale', 'in Winter', 'by Hand',
  'From Scratch', 'Again', 'Alone', 'Together', 'in Public', 'at Night', 'Slowly', 'in Three Steps', 'for Real',
  'Without Fear', 'at Home', 'Abroad', 'in 2025', 'in 2026', 'This Year', 'Next Year', 'in Europe', 'in Lagos',
  'in Osaka', 'in Lisbon', 'in Toronto', 'in Nairobi',
];

export const SUBTITLES = [
  'A few things nobody told me before I started.',
  'It took longer than I thought, and it was worth it.',
  'Some notes from a year of trying.',
  'What changed, what did not, and what I would do again.',
  'A practical guide, with mistakes included.',
  'Why the small details matter more than the big plan.',
  'An argument in five parts.',
  'Lessons from people who do it every day.',
  'The short version: start small and keep going.',
  'On patience, tools and the people around them.',
];

/** Popular tags first (the fill draws early tags far more often); the rest are made from two words. */
export const TAG_NAMES = [
  'Programming', 'Writing', 'Life', 'Technology', 'Design', 'Self Improvement', 'Productivity', 'Travel', 'Climate',
  'Cycling', 'Gardening', 'Software Development', 'Startups', 'Books', 'Education', 'Health', 'Food', 'Cities', 'Music',
  'Photography', 'History', 'Science', 'Parenting', 'Money', 'Work', 'Culture', 'Politics', 'Poetry', 'Data Science',
  'Open Source', 'Architecture', 'Running', 'Mental Health', 'Leadership', 'Language', 'Art', 'Film', 'Nature', 'Privacy',
  'Javascript',
];

export const TAG_WORDS = [
  'Urban', 'Slow', 'Digital', 'Open', 'Local', 'Modern', 'Classic', 'Green', 'Small', 'Public', 'Remote', 'Night', 'Human',
  'Future', 'Early', 'Quiet', 'Shared', 'Wild', 'Simple', 'Global',
];

export const TAG_NOUNS = [
  'Living', 'Cooking', 'Making', 'Learning', 'Travel', 'Design', 'Writing', 'Reading', 'Energy', 'Money', 'Music', 'Work',
  'Games', 'Health', 'Tools', 'Science', 'History', 'Teams', 'Homes', 'Maps', 'Cities', 'Stories', 'Craft', 'Gardens',
  'Books', 'Food', 'Art', 'Data', 'Sport', 'Radio', 'Film', 'Print', 'Water', 'Weather', 'Trains', 'Boats', 'Birds',
  'Markets', 'Schools', 'Letters', 'Photos', 'Coffee', 'Tea', 'Bread', 'Wine', 'Code', 'Faith', 'Law', 'Care', 'Play',
];

/** Story text vocabulary, commonest first. */
export const VOCABULARY = (
  'the and a of to in garden time people work city book day we it was that for with on years first small morning ' +
  'light street house kitchen table water bread friends family children river window train bicycle road map letter ' +
  'teacher library market village winter summer spring autumn rain snow wind sea harbour bridge tower school office ' +
  'paper notebook pencil coffee tea evening night week month year story question answer reason problem idea plan ' +
  'habit tool repair craft skill lesson mistake change practice patience attention memory silence noise music song ' +
  'voice hand eye face door room wall floor roof stair garden path field forest hill mountain valley lake island ' +
  'shore boat ship engine wheel chain brake saddle frame spoke tyre pump workshop bench drawer shelf box jar lid ' +
  'recipe flour salt butter sugar oven loaf crust neighbour stranger visitor guest host owner worker builder ' +
  'writer reader editor printer painter gardener baker farmer doctor nurse student parent grandmother grandfather ' +
  'slowly quietly carefully again together alone often rarely always never almost nearly perhaps certainly ' +
  'remember learn teach build mend fix carry open close begin finish wait listen watch notice keep share borrow ' +
  'return arrive leave walk ride row climb swim cook bake plant water prune harvest sweep paint print write read ' +
  'old new long short warm cold bright dark heavy light quiet loud simple difficult patient careful honest ' +
  'useful broken whole empty full early late green blue grey golden wooden stone iron copper glass paper ' +
  'software system network server database query index cache screen keyboard signal battery sensor circuit ' +
  'budget salary rent savings invoice contract meeting deadline project team manager colleague client ' +
  'climate carbon solar energy forest species habitat migration drought harvest soil compost seed root leaf ' +
  'chapter sentence paragraph draft margin footnote archive catalogue shelfmark ledger almanac atlas compass ' +
  'lantern kettle blanket candle hammer chisel needle thread button ribbon basket bucket ladder fence gate ' +
  'orchard meadow hedge pond stream waterfall canyon glacier volcano desert prairie tundra lagoon estuary'
).split(' ');

/** A phrase written into ten stories at every scale: the bench's rare search. */
export const RARE_PHRASE = 'marzipan lighthouse';
export const RARE_SENTENCE = 'At the end of the pier stood the old marzipan lighthouse, closed for the winter.';
/** A word in most stories: the bench's common search. */
export const COMMON_WORD = 'garden';
