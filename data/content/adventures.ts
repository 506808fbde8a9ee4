import type { SeedAdventure } from './types';

/**
 * Walking and visiting guides written by the shop. Coordinates are either the start point (usually
 * the car park) or the site itself, whichever a reader is more likely to navigate to: the Mither
 * Tap, Arthur's Seat and Dunnottar are pinned on the site, the mountain walks on their car parks.
 * Safety notes are deliberately cautious: readers may be new to Scottish hills and weather.
 */
export const seedAdventures: SeedAdventure[] = [
  {
    slug: 'glencoe-lost-valley-coire-gabhail',
    title: 'The Lost Valley of Glencoe (Coire Gabhail)',
    description:
      'A short but rugged walk from the A82 into a hidden valley tucked between two of the Three Sisters, where the MacDonalds of Glencoe are said to have hidden their cattle.',
    contentHtml: `<h2>What the walk is like</h2>
<p>Coire Gabhail is one of the great surprises of the Highlands. From the road you see only a steep, wooded cleft between Beinn Fhada and Gearr Aonach, two of the Three Sisters of Glencoe. Climb through it and the mountain opens out into a wide, flat-floored valley, walled in by cliffs and scree and overlooked by the ridges of Bidean nam Bian, the highest mountain in Argyll. It is a short outing, roughly four kilometres there and back with around 350 metres of climbing, but it is rough and steep in places and needs sure feet.</p>
<h2>The route</h2>
<p>From the car park opposite the Three Sisters, a path drops to the old road. Follow it a short way, then take the path down a metal staircase to a footbridge over the River Coe, which churns through a narrow gorge below. On the far side a short rock step has a fixed cable to hold. The path then climbs steeply up the gorge of the Allt Coire Gabhail, through birch woods and among huge boulders, with a few places where you will use your hands.</p>
<p>Higher up, the path crosses the burn on stepping stones. After heavy rain this crossing can be impassable, and it is not worth the risk: turn back and come again another day. Once across, a final scramble over a jumble of boulders brings you over the lip and into the valley, where the burn disappears beneath a broad floor of gravel.</p>
<h2>History and landscape</h2>
<p>The Gaelic name is usually translated as the corrie of capture, and tradition says the MacDonalds of Glencoe kept cattle here, both their own and those lifted from their neighbours. The valley owes its secret to ancient rockfalls that choked its mouth with boulders, leaving the level floor hidden behind them. Much of Glencoe is cared for by the National Trust for Scotland, and you will pass through a fenced area where native trees are being allowed to regrow away from grazing deer.</p>
<h2>Practical notes</h2>
<p>Park in the large car parks on the A82 opposite the Three Sisters; they fill early in summer, and parking on the verges is dangerous. There are no toilets at the start; the nearest are at the National Trust for Scotland visitor centre near Glencoe village. Wear proper walking boots with good grip, as the rock is slippery when wet, and carry waterproofs, a map and some food. Allow three to four hours so there is time to sit on the valley floor and take it in. Do not carry on up the steep ground beyond the valley unless you are equipped and experienced: Bidean nam Bian is a serious mountain.</p>`,
    location: 'Glencoe, Lochaber',
    region: 'Highlands',
    activityTypes: ['Hiking', 'Historical', 'Photography'],
    difficulty: 'moderate',
    duration: '3-4 hours',
    bestTimeToVisit: 'April to October, after a few dry days',
    latitude: 56.66835,
    longitude: -4.99045,
    featured: true,
    whatToBring: [
      'Walking boots with a good grip for wet rock',
      'Waterproof jacket and overtrousers',
      'A map of Glencoe, or offline maps on your phone',
      'Midge repellent from June to September',
      'A flask and sandwiches for the valley floor',
    ],
    seasonalAdvice:
      'Go after a spell of dry weather, when the burn crossing is low and the rock is drier. In winter the gorge path can be icy and the valley may hold snow, so only go with winter experience and equipment.',
    artwork: { motif: 'loch', scene: 'hidden flat-floored mountain valley ringed by cliffs and scree, with a burn and boulders', palette: 'autumn-bracken' },
  },
  {
    slug: 'ben-nevis-mountain-track',
    title: 'Ben Nevis by the Mountain Track',
    description:
      'The classic route up the highest mountain in the British Isles, climbing from near sea level in Glen Nevis to the 1,345-metre summit on a built path. A long, demanding day that needs good weather and good kit.',
    contentHtml: `<h2>What the walk is like</h2>
<p>Ben Nevis, at 1,345 metres, is the highest mountain in the British Isles, and the Mountain Track, sometimes called the tourist path or pony track, is the way most people climb it. The path is built and obvious, but do not be fooled: it is around seventeen kilometres there and back, you climb the whole height of the mountain from close to sea level, and most walkers take seven to nine hours. It is a serious mountain day.</p>
<h2>The route</h2>
<p>From the Glen Nevis Visitor Centre, cross the river by the footbridge and join the path rising from Achintee. It climbs steadily across the slopes of Meall an t-Suidhe to the broad saddle beside Lochan Meall an t-Suidhe, known to everyone as the halfway lochan. Here the path turns back on itself, crosses the Red Burn and begins the long, stony zigzags up the western flank of the mountain.</p>
<p>The summit is a wide, stony plateau marked by cairns. On top you will find the ruins of the observatory that recorded the weather here from 1883 to 1904, a trig point on its tall cairn and a small emergency shelter. The north side of the plateau ends abruptly at cliffs and gullies that drop hundreds of metres, and in cloud or snow that edge can be almost impossible to see.</p>
<h2>Safety</h2>
<p>The summit is in cloud on most days of the year and is often below freezing even in summer; snow can lie on the plateau into June. In poor visibility, walkers regularly go wrong on the way down, either towards the north face gullies or into Five Finger Gully on the Glen Nevis side. Carry a map and compass and know how to use them, including the bearings off the summit published by the local mountain rescue team, and turn back if the weather closes in. From autumn to late spring the upper mountain is a winter climb that needs an ice axe, crampons and the experience to use them.</p>
<h2>Practical notes</h2>
<p>There is a pay car park with toilets at the visitor centre, and Fort William, a short drive away, has shops and places to stay. Start early, check a mountain forecast the night before and tell someone your plans. On a clear day the reward is a view across half of Scotland, from the Mamores and Glencoe to the far-off islands.</p>`,
    location: 'Glen Nevis, Fort William',
    region: 'Highlands',
    activityTypes: ['Hiking', 'Adventure'],
    difficulty: 'challenging',
    duration: 'Full day (7-9 hours)',
    bestTimeToVisit: 'June to September',
    latitude: 56.81005,
    longitude: -5.07711,
    featured: false,
    whatToBring: [
      'Map and compass, and the skills to use them in cloud',
      'Waterproof jacket and overtrousers',
      'Warm hat, gloves and a spare insulated layer, even in summer',
      'Plenty of food and at least two litres of water',
      'Head torch with spare batteries',
      'Walking boots with ankle support',
    ],
    seasonalAdvice:
      'Snow can lie on the summit plateau into June, and from roughly October to May the upper mountain is a winter route needing an ice axe, crampons and experience. Long summer days give the most margin for error.',
    artwork: { motif: 'landscape', scene: 'zigzag path climbing a huge mountain above a glen, with snow patches near the summit plateau', palette: 'winter-snow' },
  },
  {
    slug: 'loch-an-eilein-rothiemurchus',
    title: 'Loch an Eilein and the Rothiemurchus Pinewoods',
    description:
      'A gentle circuit of a loch set in ancient Caledonian pinewood near Aviemore, with a ruined castle on its island, red squirrels in the trees and the Cairngorms rising behind.',
    contentHtml: `<h2>What the walk is like</h2>
<p>If you only have a couple of hours near Aviemore, spend them here. Loch an Eilein, the loch of the island, lies in the heart of the Rothiemurchus estate within the Cairngorms National Park, surrounded by some of the finest old Caledonian pinewood left in Scotland. The circuit of the loch is about five kilometres on broad, mostly level paths and tracks, and it suits families, slow walkers and most sturdy pushchairs. Allow an hour and a half to two hours, longer if there is a picnic involved.</p>
<h2>The route</h2>
<p>From the car park a short path leads to the northern end of the loch, where the castle comes into view on its little island just offshore. Follow the path around the loch in either direction; it winds along the shore under the pines, over small bridges and past sandy bays, with the high tops of the Cairngorms appearing above the trees to the south-east. For a longer walk, a rougher path at the southern end continues round the smaller Loch Gamhna before rejoining the main circuit.</p>
<h2>History and wildlife</h2>
<p>The castle ruin on the island dates from the later Middle Ages, and local tradition links it with Alexander Stewart, the notorious Wolf of Badenoch. Ospreys nested on its walls until around the start of the twentieth century, before persecution and egg collectors drove them out of Britain altogether. They returned to Speyside in the 1950s, and you may see one fishing over the local lochs in summer.</p>
<p>The pinewood is alive with wildlife. Watch for red squirrels on the trunks and in the branches, and listen for the trilling call of the crested tit, a tiny bird found in Britain almost only in these old pine forests. Scottish crossbills feed on the cones, and roe deer slip between the trees in the quiet hours. Some of the gnarled granny pines here are two or three centuries old.</p>
<h2>Practical notes</h2>
<p>The car park is run by the Rothiemurchus estate and charges a fee; facilities close to it are seasonal, so come prepared. The car park fills on fine summer weekends, so arrive early or late in the day. Keep dogs under close control, especially in spring and early summer when ground-nesting birds are rearing young, and take all litter home. The water is very cold even in summer, so think twice about swimming out to the castle.</p>`,
    location: 'Rothiemurchus, near Aviemore',
    region: 'Highlands',
    activityTypes: ['Nature', 'Family-Friendly', 'Historical'],
    difficulty: 'easy',
    duration: '1.5-2 hours',
    bestTimeToVisit: 'All year; autumn colours in October',
    latitude: 57.1536,
    longitude: -3.8241,
    featured: false,
    whatToBring: [
      'Comfortable walking shoes or light boots',
      'Binoculars for red squirrels and crested tits',
      'A waterproof layer',
      'A picnic for one of the sandy bays',
    ],
    seasonalAdvice:
      'Lovely in every season: golden birches in October, still water and frost in winter, and long light evenings in summer. Midges can be fierce on still summer evenings, and the car park fills early on sunny weekends.',
    artwork: { motif: 'castle', scene: 'ruined castle on a small island in a still loch framed by old Scots pines and mountains', palette: 'loch-blue' },
  },
  {
    slug: 'cairngorm-northern-corries',
    title: 'The Northern Corries of Cairn Gorm',
    description:
      'A high mountain circuit from the Cairngorm ski area into Coire an t-Sneachda, up the steep Goat Track to the edge of the arctic plateau and round the corrie rims to Cairn Lochan.',
    contentHtml: `<h2>What the walk is like</h2>
<p>The northern corries are two great bowls carved by glaciers into the northern edge of the Cairngorm plateau: Coire an t-Sneachda, the corrie of the snow, and Coire an Lochain, the corrie of the little loch. Their cliffs are famous among climbers, and the walk into Coire an t-Sneachda alone, two or three hours there and back, is a fine introduction to the mountains. The full circuit onto the plateau and round the rims is a different matter: around ten to eleven kilometres, five to six hours, on rough and exposed ground high above the trees.</p>
<h2>The route</h2>
<p>From the Coire Cas car park at the ski area, a good path heads west and then south into Coire an t-Sneachda, ending in a field of big granite boulders around small lochans beneath the cliffs. At the back of the corrie, the Goat Track climbs steeply on loose ground to the plateau rim. From the top, head west above the cliffs to Cairn Lochan, at 1,215 metres, keeping well back from the edge. Descend by the broad ridge on the western side of Coire an Lochain and follow the path back across the lower slopes to the car park.</p>
<h2>Nature on the plateau</h2>
<p>The Cairngorm plateau is the largest area of arctic-like mountain ground in Britain. Ptarmigan, white in winter and mottled grey in summer, crouch among the rocks, snow buntings flit around the summits, and dotterel nest on the high ground in early summer. Mountain hares change colour with the seasons too. The plants up here are tiny and slow-growing, so please stay on the paths.</p>
<h2>Safety</h2>
<p>The weather here can be savage: some of the strongest winds ever measured in Britain have been recorded on Cairn Gorm, and the plateau is featureless in mist or snow. Carry a map and compass and know how to use them. In winter and spring, cornices of snow overhang the corrie rims and can collapse, and the Goat Track may be a steep slope of hard snow; you then need an ice axe, crampons, winter skills and a look at the Scottish Avalanche Information Service forecast. If in doubt, enjoy the corrie floor and turn back.</p>
<h2>Practical notes</h2>
<p>The Coire Cas car park charges a fee, and there are toilets and a café at the ski centre when it is open. Start early and check a mountain forecast before you set out.</p>`,
    location: 'Cairngorm Mountain, near Aviemore',
    region: 'Highlands',
    activityTypes: ['Hiking', 'Adventure', 'Nature'],
    difficulty: 'challenging',
    duration: '5-6 hours',
    bestTimeToVisit: 'June to September',
    latitude: 57.13421,
    longitude: -3.67113,
    featured: false,
    whatToBring: [
      'Map and compass; the plateau is featureless in mist',
      'Windproof and waterproof shell',
      'Warm hat, gloves and an extra insulated layer',
      'Stiff-soled walking boots for the boulder fields',
      'Food, water and a head torch',
    ],
    seasonalAdvice:
      'Outside high summer, treat this as a winter mountain: snow and cornices often linger on the corrie rims into May or June. Even in July, check a mountain forecast and be ready to turn back at the corrie floor.',
    artwork: { motif: 'loch', scene: 'granite corrie cliffs with small lochans and boulders beneath a high snowy plateau', palette: 'winter-snow' },
  },
  {
    slug: 'culloden-battlefield',
    title: 'Culloden Battlefield',
    description:
      'Walk the open moor where the last Jacobite rising ended in April 1746, from the government and Jacobite lines to the clan graves, with a visitor centre that tells the story from both sides.',
    contentHtml: `<h2>What the visit is like</h2>
<p>On 16 April 1746, on Drumossie Moor east of Inverness, the Jacobite army of Prince Charles Edward Stuart faced the government army commanded by the Duke of Cumberland. The Jacobites were exhausted and hungry after a failed night march, and they stood on open, boggy ground that suited the government’s artillery and disciplined musket fire. The battle lasted less than an hour. Well over a thousand Jacobites were killed, many in the pursuit and its aftermath, against a few dozen government dead. It was the last pitched battle fought on British soil.</p>
<p>The National Trust for Scotland visitor centre tells the story carefully from both sides, using letters, weapons and objects found on the field. An immersive film surrounds you with the sound and confusion of the battle, and a rooftop viewing platform looks out over the moor.</p>
<h2>Walking the battlefield</h2>
<p>Outside, level paths lead across the moor. Red flags mark the government front line and blue flags the Jacobite line, and the short distance between them brings home just how close the armies stood. Along the road through the centre of the field, the clan graves are marked by simple headstones carved with clan names, placed in 1881 along with the tall memorial cairn.</p>
<p>Look out for the Well of the Dead, where a Jacobite chief is said to have fallen, and for Leanach Cottage, a thatched farm building that has been restored as a reminder of the people who lived here. Please remember that this is a war grave, and treat it with respect.</p>
<h2>Practical notes</h2>
<p>Culloden is about five miles east of Inverness, and local buses run from the city. The visitor centre has a car park, café, shop and toilets, and the main battlefield paths are suitable for wheelchairs and pushchairs. The moor is exposed to wind and rain, so dress for the weather even if the day looks fine from town. Allow at least two hours. The Clava Cairns, four thousand years older, are barely a mile away and make a perfect companion visit.</p>`,
    location: 'Culloden Moor, near Inverness',
    region: 'Highlands',
    activityTypes: ['Historical', 'Cultural', 'Family-Friendly'],
    difficulty: 'easy',
    duration: '2-3 hours',
    bestTimeToVisit: 'All year; April for the anniversary commemoration',
    latitude: 57.47829,
    longitude: -4.09379,
    featured: false,
    whatToBring: [
      'Windproof jacket; the moor is very exposed',
      'Comfortable shoes for the battlefield paths',
      'National Trust for Scotland membership card, if you have one',
      'Binoculars to pick out the flags across the moor',
    ],
    seasonalAdvice:
      'The battlefield is open all year, but the visitor centre keeps shorter hours in winter, so check before travelling. A commemoration is held at the memorial cairn each April, close to the anniversary of the battle.',
    artwork: { motif: 'standing-stones', scene: 'open heather moor with red and blue flags marking battle lines and a stone memorial cairn', palette: 'heather-moor' },
  },
  {
    slug: 'clava-cairns',
    title: 'Clava Cairns',
    description:
      'Three Bronze Age burial cairns ringed by standing stones in a quiet wooded hollow near Inverness, with passages aligned on the midwinter sunset. Free to visit at any time.',
    contentHtml: `<h2>What the visit is like</h2>
<p>Tucked into a hollow in the valley of the River Nairn, a few minutes’ drive from Culloden, the Clava Cairns are one of the most atmospheric prehistoric sites in the Highlands. Properly known as Balnuaran of Clava, the site is a small cemetery of three large stone cairns laid out in a line, each surrounded by a ring of standing stones, with mature trees all around. There is very little walking: the cairns are a few steps from the car park on level grass, and an hour is plenty, though many people linger.</p>
<h2>What you will see</h2>
<p>The cairns at each end of the line are passage graves. A low, narrow passage, now open to the sky, leads into a round central chamber that would once have been roofed over with stone. Both passages point to the south-west, towards the point where the sun sets at midwinter, and the kerbstones around each cairn grow taller towards that side. The middle cairn is a ring cairn, with no passage at all and an enclosed central space, and it is linked to its stone circle by low banks of stones radiating outwards like the spokes of a wheel.</p>
<p>Look closely at some of the stones and you will find cup marks, small round hollows pecked into the surface thousands of years ago. Nobody knows what they meant.</p>
<h2>History</h2>
<p>The cairns were built around four thousand years ago, in the early Bronze Age, and excavations suggest the site was used again roughly a thousand years later. Similar monuments are found around the Moray Firth and Inverness, and archaeologists call the whole group Clava cairns after this site. Just up the valley, the great stone railway viaduct across the Nairn adds a Victorian landmark to the view.</p>
<h2>Practical notes</h2>
<p>The site is looked after by Historic Environment Scotland, is free to enter and is open at all times. The approach is by narrow single-track roads, and the small car park fills in the middle of the day in summer, so go early or late. There are no facilities on site; the nearest are at the Culloden visitor centre. Please do not climb on the cairns or take stones away.</p>`,
    location: 'Balnuaran of Clava, near Inverness',
    region: 'Highlands',
    activityTypes: ['Historical', 'Photography', 'Family-Friendly'],
    difficulty: 'easy',
    duration: '1 hour',
    bestTimeToVisit: 'All year; late afternoon around the winter solstice',
    latitude: 57.47323,
    longitude: -4.07349,
    featured: false,
    whatToBring: [
      'Sturdy shoes for damp grass',
      'A camera for the low light of early morning or late afternoon',
      'Midge repellent on still summer evenings',
    ],
    seasonalAdvice:
      'On a clear afternoon near the winter solstice the low sun lines up with the passages, which is a memorable sight. Summer brings tour coaches in the middle of the day, so early mornings are quieter.',
    artwork: { motif: 'standing-stones', scene: 'ring of standing stones around a low stone cairn in a wooded hollow at sunset', palette: 'highland-sunset' },
  },
  {
    slug: 'old-man-of-storr',
    title: 'The Old Man of Storr',
    description:
      'A steep, well-made path climbs from the Portree to Staffin road to the famous basalt pinnacle of the Storr, with wide views over the Sound of Raasay to the mountains of the mainland.',
    contentHtml: `<h2>What the walk is like</h2>
<p>The Old Man of Storr is the most famous landmark on Skye: a great leaning pinnacle of rock, around fifty metres tall, standing in front of the cliffs of the Storr on the Trotternish peninsula north of Portree. The walk up to it is short but steep, a little under four kilometres there and back with about three hundred metres of climbing. Most people take between an hour and a half and two and a half hours, including time to wander among the pinnacles.</p>
<h2>The route</h2>
<p>From the car park beside the A855, a rebuilt stone path climbs steadily up the hillside through an area of felled and replanted forest. The Old Man grows larger with every zigzag. Beyond a gate the path continues up onto open ground below the cliffs, where a maze of smaller paths spreads out among the pinnacles. The classic view, with the Old Man framed against the sea and the islands, is from the slope a little way to the north and above; follow the main path around rather than scrambling up the loose ground directly beneath the pinnacle. Come back the same way.</p>
<h2>How the landscape was made</h2>
<p>Trotternish is a landscape in slow motion. Thick lava flows of basalt were laid down on top of softer sedimentary rocks, and over thousands of years the weight of the lava caused huge blocks to break away and slide downhill, tilting as they went. The Storr is one of the largest of these landslips in Britain, and the Old Man is a harder remnant left standing after the rock around it wore away. The same process shaped the Quiraing further north.</p>
<h2>Practical notes</h2>
<p>There is a large pay car park with toilets, but it is extremely busy from mid-morning to late afternoon in summer; please do not park on the verges of the main road. The cliffs face east, so sunrise is the most beautiful and quietest time to be here, when the first light catches the pinnacles. The upper paths are muddy and slippery after rain, and the slopes are exposed to strong winds, so wear walking boots and bring a windproof. Keep back from the cliff edges and do not attempt to climb the pinnacles.</p>`,
    location: 'Trotternish, Isle of Skye',
    region: 'Islands',
    activityTypes: ['Photography', 'Hiking', 'Nature'],
    difficulty: 'moderate',
    duration: '1.5-2.5 hours',
    bestTimeToVisit: 'April to October; sunrise for photographs',
    latitude: 57.49808,
    longitude: -6.15848,
    featured: true,
    whatToBring: [
      'Walking boots; the upper paths are muddy and loose',
      'Windproof jacket and a warm layer',
      'Camera with a wide lens for the pinnacles',
      'Head torch if you are going up for sunrise',
    ],
    seasonalAdvice:
      'Summer days are long but the car park fills by mid-morning, so sunrise or evening visits are calmer. In winter the path can be icy and daylight is short, so allow plenty of time.',
    artwork: { motif: 'loch', scene: 'tall basalt rock pinnacle on a grassy slope above a loch and the sea at sunrise', palette: 'highland-sunset' },
  },
  {
    slug: 'fairy-pools-glenbrittle',
    title: 'The Fairy Pools, Glenbrittle',
    description:
      'An easy walk up a tumbling mountain burn beneath the Black Cuillin, past a string of clear blue-green pools and small waterfalls. Bring a camera and, if you are brave, a towel.',
    contentHtml: `<h2>What the walk is like</h2>
<p>The Fairy Pools are a chain of waterfalls and deep, astonishingly clear pools on the Allt Coir’ a’ Mhadaidh, a burn that tumbles out of the Black Cuillin into Glen Brittle. The walk is easy and mostly gentle, a little over two kilometres each way on a made path, and the scenery is tremendous: the jagged peaks of the Cuillin fill the view ahead, and on a bright day the water glows blue and green over the grey stone.</p>
<h2>The route</h2>
<p>From the car park, cross the road and follow the path down to the River Brittle, which you cross on stepping stones. The path then follows the burn upstream, climbing gently past one waterfall after another. Each pool seems clearer than the last, and one of them has a natural rock arch beneath the surface. The path continues towards the mouth of Coire na Creiche, below the dark peak of Sgùrr an Fheadain with its deep, narrow gully slicing down the face. Turn back wherever you like and return the same way; an hour and a half to two hours is usually enough.</p>
<h2>Swimming and safety</h2>
<p>Wild swimming here is popular, but the water is very cold all year, there are hidden rocks, and the current after rain is strong. Never jump into the pools, keep a close eye on children, and have warm clothes ready when you get out. After heavy rain the stepping stones can be under water, the burn becomes a torrent and the pools turn brown and fast: on those days it is best to come back another time.</p>
<h2>Practical notes</h2>
<p>The Fairy Pools are now one of the most visited places on Skye. The road into Glen Brittle is single-track, so use the passing places and let others overtake. There is a pay car park with toilets, run for the benefit of the local community; please do not park on the road or verges, which blocks access for locals and emergency vehicles. Arrive early in the morning or in the evening for quieter paths and softer light on the mountains. Waterproof boots help on the wet sections, and in summer the midges can be formidable.</p>
<p>Stay on the main path to help the ground recover, and take all litter, including fruit peel, home with you.</p>`,
    location: 'Glenbrittle, Isle of Skye',
    region: 'Islands',
    activityTypes: ['Nature', 'Photography', 'Family-Friendly'],
    difficulty: 'easy',
    duration: '1.5-2 hours',
    bestTimeToVisit: 'May to September',
    latitude: 57.25058,
    longitude: -6.27154,
    featured: false,
    whatToBring: [
      'Waterproof boots for the stepping stones and boggy patches',
      'Waterproof jacket',
      'A towel and warm layers if you plan to swim',
      'Midge repellent from June to August',
    ],
    seasonalAdvice:
      'After heavy rain the stepping stones can be under water and the pools turn brown and fast, so choose a settled spell. Early mornings and evenings in summer avoid the crowds and bring softer light on the Cuillin.',
    artwork: { motif: 'loch', scene: 'clear blue-green pools and small waterfalls below jagged dark mountains', palette: 'loch-blue' },
  },
  {
    slug: 'quiraing-circuit',
    title: 'The Quiraing Circuit',
    description:
      'A dramatic loop through the landslip landscape at the northern end of the Trotternish ridge, past the Needle, the Prison and the hidden grassy Table, returning along the clifftops.',
    contentHtml: `<h2>What the walk is like</h2>
<p>The Quiraing is one of the strangest and most beautiful landscapes in Scotland: a jumble of cliffs, pinnacles, hidden hollows and green ledges created by a vast landslip at the northern end of Skye’s Trotternish ridge. The full circuit is around seven kilometres with a few hundred metres of climbing and takes two and a half to three and a half hours. It is not technically difficult, but the path is narrow, rough and exposed in places.</p>
<h2>The route</h2>
<p>Start at the car park at the top of the pass on the single-track road between Staffin and Uig. The path heads north across the steep slope beneath the cliffs, with a big drop below; one rocky gully crossing early on needs care, especially when wet. Ahead, the scenery builds: the tall spike of the Needle, the castle-like block known as the Prison, and, hidden up among the pinnacles, the Table, a flat, grassy plateau where tradition says cattle were hidden from raiders.</p>
<p>Beyond the pinnacles the path continues north before climbing onto the top of the escarpment. Turn south and walk back along the grassy clifftop, with tremendous views down over the whole landslip, across Staffin Bay and out to the mountains of the mainland, before dropping back to the car park.</p>
<h2>How it was made</h2>
<p>As at the Storr, thick layers of basalt lava rest on softer rocks, and the weight has caused enormous blocks to slide and tilt away from the ridge. Here the ground is still moving a little every year, and the road over the pass needs regular repairs. The name is thought to come from Old Norse and to mean round fold, a reminder of the Norse centuries in the Hebrides.</p>
<h2>Practical notes and safety</h2>
<p>The road up from Staffin is steep, narrow and has tight hairpin bends; drive slowly and use the passing places. The car park is small and busy in summer. The clifftop return is unfenced, so keep well back from the edge, especially in wind or mist, and keep dogs on a lead near sheep. Wear walking boots, carry waterproofs and a map, and save this walk for a clear day when the pinnacles can be seen.</p>`,
    location: 'Trotternish, Isle of Skye',
    region: 'Islands',
    activityTypes: ['Hiking', 'Photography', 'Nature'],
    difficulty: 'moderate',
    duration: '2.5-3.5 hours',
    bestTimeToVisit: 'May to September, on a clear day',
    latitude: 57.6286,
    longitude: -6.28908,
    featured: false,
    whatToBring: [
      'Walking boots with good grip',
      'Waterproofs and a warm layer for the exposed clifftop',
      'A map or offline mapping app',
      'Camera',
      'Snacks and water',
    ],
    seasonalAdvice:
      'Go on a clear day: in low cloud the pinnacles vanish and the clifftop return is hard to follow. Snow and ice make the path beneath the cliffs dangerous in winter.',
    artwork: { motif: 'loch', scene: 'green landslip pinnacles and cliffs above a winding single-track road and the sea', palette: 'loch-blue' },
  },
  {
    slug: 'callanish-standing-stones',
    title: 'The Callanish Standing Stones',
    description:
      'Stand among the tall gneiss pillars of Calanais on the Isle of Lewis, raised some five thousand years ago on a ridge above Loch Roag, then seek out the smaller stone circles nearby.',
    contentHtml: `<h2>What the visit is like</h2>
<p>Few places in Scotland feel as ancient as Callanish. On a low ridge on the west side of Lewis, looking out over the islands and inlets of Loch Roag, a ring of tall grey stones stands around a central monolith almost five metres high. The stones are slabs of Lewisian gneiss, among the oldest rock in Europe, streaked with bands of white, pink and dark grey, and their shapes change completely as you walk around them. There is no set route: just wander slowly, let the light shift, and look out across the moor to the hills.</p>
<h2>What you will see</h2>
<p>The main site, Calanais I, is laid out like a rough cross. A double avenue of stones runs north from the circle, and single rows of stones reach out to the east, south and west. Inside the circle, between the central stone and the eastern side, lie the remains of a small chambered tomb added some time after the circle was built. Within a couple of kilometres to the south-east stand two smaller circles, Calanais II and III, which are quieter and well worth the short walk or drive, and there are further stones scattered across the surrounding moor.</p>
<h2>History</h2>
<p>The stones were raised around five thousand years ago, earlier than the great sarsen circle at Stonehenge. Over the centuries peat built up around their bases until, in the 1850s, it was cleared away to reveal their full height. The monument’s purpose is unknown, but many people have noticed its relationship with the moon, which every 18.6 years seems to skim along the southern hills and reappear among the stones. Local tradition calls the stones the false men, giants turned to stone for refusing to be christened.</p>
<h2>Practical notes</h2>
<p>Callanish is about half an hour’s drive west of Stornoway, which is reached by ferry from Ullapool or by air. The stones are open at all times and free to visit, and a short path leads up from the visitor centre by the car park, which has an exhibition, café, shop and toilets; check opening times out of season. Nearby, the Iron Age broch of Dun Carloway and the restored blackhouses of Gearrannan make a fine day out. Please do not climb on the stones, and bring warm clothes: the ridge catches every Atlantic wind.</p>`,
    location: 'Callanish, Isle of Lewis',
    region: 'Islands',
    activityTypes: ['Historical', 'Cultural', 'Photography'],
    difficulty: 'easy',
    duration: '1-2 hours',
    bestTimeToVisit: 'All year; long midsummer evenings are magical',
    latitude: 58.1979,
    longitude: -6.7443,
    featured: true,
    whatToBring: [
      'Windproof and waterproof jacket',
      'Sturdy shoes for damp grass and moorland',
      'Camera, with a tripod for dusk',
      'A small torch if you stay for the evening light',
    ],
    seasonalAdvice:
      'Late evenings from May to July give long, golden light and very few people. In winter, Atlantic gales can make standing on the ridge a challenge, so pick a calm day.',
    artwork: { motif: 'standing-stones', scene: 'tall grey standing stones in a ring and avenue on a ridge above a sea loch', palette: 'slate-and-oak' },
  },
  {
    slug: 'ring-of-brodgar-orkney',
    title: 'The Ring of Brodgar and the Stones of Stenness',
    description:
      'A huge Neolithic stone circle on a narrow neck of land between two lochs in the heart of Orkney, part of a World Heritage Site with the Stones of Stenness and Maeshowe close by.',
    contentHtml: `<h2>What the visit is like</h2>
<p>The Ring of Brodgar stands on a strip of land between two lochs, the freshwater Loch of Harray and the brackish Loch of Stenness, in the middle of Orkney’s West Mainland. It is one of the largest stone circles in the British Isles, over a hundred metres across, and it was built around four and a half thousand years ago. Many of the original stones still stand, tall thin slabs of local flagstone, and the whole ring is surrounded by a great ditch cut into solid rock. Under Orkney’s wide skies, with water on both sides, it is an unforgettable place.</p>
<h2>The walk</h2>
<p>From the car park, a path leads up to the ring and around its outside. Please keep to the marked paths, as the ground inside is easily worn. From the ring you can walk south-east along the Ness, the narrow strip between the lochs, to the Stones of Stenness, about a mile away. Only a few of the Stenness stones remain, but they are even taller and thinner than those at Brodgar, and they are older. On the way you will pass the Watch Stone at the causeway and the site of the Ness of Brodgar, where archaeologists uncovered an extraordinary complex of large Neolithic buildings before covering it over again to protect it.</p>
<h2>A World Heritage landscape</h2>
<p>Brodgar and Stenness belong to the Heart of Neolithic Orkney World Heritage Site, together with the chambered tomb of Maeshowe and the village of Skara Brae on the Bay of Skaill. Maeshowe can only be seen on a guided tour that must be booked in advance, and around the winter solstice the setting sun shines down its long entrance passage and lights the back wall of the chamber.</p>
<h2>Nature and practical notes</h2>
<p>The lochs are excellent for birds: look for swans, waders and wildfowl, and listen for curlews in spring. The land around the ring is managed partly as a nature reserve, and in summer the heather and wild flowers are lovely. There is a free car park at the ring but few facilities; Stromness and Kirkwall, each a short drive away, have cafés and shops. Orkney is rarely still, so bring a windproof.</p>`,
    location: 'Stenness, Orkney Mainland',
    region: 'Islands',
    activityTypes: ['Historical', 'Photography', 'Nature'],
    difficulty: 'easy',
    duration: '1-3 hours',
    bestTimeToVisit: 'All year; long summer evenings are best',
    latitude: 59.0014,
    longitude: -3.22977,
    featured: false,
    whatToBring: [
      'Windproof jacket; Orkney is rarely still',
      'Binoculars for birds on the lochs',
      'Camera',
      'A booking for a Maeshowe tour if you want to see inside',
    ],
    seasonalAdvice:
      'In midsummer it barely gets dark in Orkney and the stones glow late into the evening. Winter visits are quiet and atmospheric but bring short days and strong winds.',
    artwork: { motif: 'standing-stones', scene: 'great circle of thin standing stones between two lochs under a wide northern sky', palette: 'heather-moor' },
  },
  {
    slug: 'isle-of-iona',
    title: 'Iona: Abbey, Nunnery and the Bay at the Back of the Ocean',
    description:
      'Cross from Mull to the small island where St Columba founded his monastery in 563, explore the abbey and nunnery, then walk to white sand beaches on the Atlantic shore.',
    contentHtml: `<h2>What the visit is like</h2>
<p>Iona is a small island, just a few miles long, off the south-western tip of Mull, and it has an importance far beyond its size. In 563 the Irish monk Columba landed here with twelve companions and founded a monastery that became one of the great centres of learning and Christianity in early medieval Europe. Today it is a peaceful place of white beaches, green machair, clear turquoise water and a small village, and a day here is both a pilgrimage and a wonderful walk.</p>
<h2>What you will see</h2>
<p>From the ferry slipway at Baile Mòr, walk up past the ruins of the medieval nunnery, with its pink granite walls and garden. Beyond lies Reilig Odhráin, the ancient burial ground where tradition says many early kings of Scotland are buried, and the small St Oran’s Chapel, the oldest intact building on the island. The abbey church, restored in the twentieth century by the Iona Community, stands beside St Martin’s Cross, an eighth-century high cross still standing where it was raised, richly carved with scenes and serpent-and-boss decoration. Many scholars believe the Book of Kells may have been begun on Iona.</p>
<h2>A walk across the island</h2>
<p>For a walk of around five or six kilometres there and back, follow the road and then the track west across the island to the machair and the beach known as the Bay at the Back of the Ocean, a wide sandy beach facing the open Atlantic. The machair here doubles as the island’s golf course, grazed by sheep and cattle. On the way back, you can climb Dùn Ì, the island’s highest point, for views across to Mull and the Treshnish Isles.</p>
<h2>Practical notes</h2>
<p>Visitors cannot take cars onto Iona. Leave yours at Fionnphort on Mull and take the short ferry crossing; from Oban, the trip involves a ferry to Craignure and a drive or bus across Mull, so it makes a full day. The abbey is cared for by Historic Environment Scotland, with an entry charge. There are toilets near the ferry and a few cafés, shops and hotels in the village. Remember that the abbey is a living place of worship.</p>`,
    location: 'Isle of Iona, off Mull',
    region: 'Islands',
    activityTypes: ['Cultural', 'Historical', 'Nature'],
    difficulty: 'easy',
    duration: 'Full day from Oban (3-5 hours on the island)',
    bestTimeToVisit: 'April to October',
    latitude: 56.33532,
    longitude: -6.39204,
    featured: false,
    whatToBring: [
      'Waterproof jacket',
      'Comfortable walking shoes for tracks and machair',
      'A picnic for the beaches',
      'The ferry timetable, checked on the day',
      'Swimming things if you are feeling brave',
    ],
    seasonalAdvice:
      'Spring and early summer bring wild flowers on the machair and corncrakes calling from the iris beds. In winter ferries can be cancelled in rough weather, so check before setting off.',
    artwork: { motif: 'castle', scene: 'stone abbey beside a carved high cross above white sand and turquoise sea', palette: 'loch-blue' },
  },
  {
    slug: 'stirling-castle-and-old-town',
    title: 'Stirling Castle and the Old Town',
    description:
      'Explore the royal castle on its volcanic crag, with restored palace rooms and a great hall, then walk down through the Old Town with views to the Wallace Monument and the field of Bannockburn.',
    contentHtml: `<h2>What the visit is like</h2>
<p>Stirling Castle sits on a great crag of volcanic rock above the last crossing of the River Forth before the sea, the point where the Lowlands meet the Highlands. It was said that whoever held Stirling held Scotland, and for centuries it was one of the favourite homes of the Stewart kings and queens. A visit is easy walking on cobbles and stairs, and you can happily spend half a day inside the walls.</p>
<h2>What you will see</h2>
<p>The Great Hall, built for James IV around 1500, is the largest medieval banqueting hall in Scotland, and its restored exterior gleams with a golden limewash that surprises many visitors. Next door, the Royal Palace of James V has been restored and furnished as it may have looked in the 1540s, with brightly painted rooms, costumed guides and copies of the Stirling Heads, carved oak portrait roundels from the palace ceiling; the surviving originals are displayed in a gallery upstairs. The Chapel Royal was built by James VI in 1594 for the baptism of his son, Prince Henry. Mary, Queen of Scots, was crowned at the castle as a baby in 1543.</p>
<p>From the ramparts the views are superb: north to the Ochil Hills and the tower of the Wallace Monument on the Abbey Craig, near the site of William Wallace and Andrew Murray’s victory at Stirling Bridge in 1297, and south towards Bannockburn, where Robert the Bruce defeated Edward II in 1314.</p>
<h2>Walking the Old Town</h2>
<p>Below the castle, the Old Town is a lovely place to wander. The Church of the Holy Rude, where the infant James VI was crowned in 1567, is one of Scotland’s finest medieval churches. Nearby are the Renaissance town house of Argyll’s Lodging and the Old Town Jail. The Back Walk, a path that follows the line of the old town walls around the foot of the crag, makes a pleasant, leafy route between town and castle.</p>
<h2>Practical notes</h2>
<p>The castle is run by Historic Environment Scotland; book tickets ahead in summer. A small car park on the esplanade fills quickly, so it is often easier to park in town or arrive by train, a steep fifteen-minute walk from the station. There are cafés and toilets inside the castle. The streets are steep and cobbled, so wear comfortable shoes.</p>`,
    location: 'Stirling',
    region: 'Central Scotland',
    activityTypes: ['Historical', 'Cultural', 'Family-Friendly'],
    difficulty: 'easy',
    duration: 'Half day (3-4 hours)',
    bestTimeToVisit: 'All year',
    latitude: 56.12381,
    longitude: -3.94719,
    featured: false,
    whatToBring: [
      'Comfortable shoes for cobbles and steep streets',
      'Castle tickets booked ahead in summer',
      'A warm layer for the windy ramparts',
      'A camera for the views to the Ochil Hills',
    ],
    seasonalAdvice:
      'The castle is open all year and its palace rooms make a good choice on a wet day. Clear winter days bring long views to snow on the southern Highland hills.',
    artwork: { motif: 'castle', scene: 'royal castle with golden great hall on a volcanic crag above a river plain', palette: 'royal-stewart' },
  },
  {
    slug: 'falkirk-wheel-and-the-kelpies',
    title: 'The Falkirk Wheel and the Kelpies',
    description:
      'Watch the world’s only rotating boat lift in action, then walk or cycle the canal towpath to the Kelpies, two thirty-metre steel horse heads towering over the Forth and Clyde Canal.',
    contentHtml: `<h2>What the day is like</h2>
<p>Falkirk has two of the most remarkable modern landmarks in Scotland, joined by a canal towpath. Together they make an easy, varied day out that children love, mixing engineering, art and a flat walk or cycle along the water.</p>
<h2>The Falkirk Wheel</h2>
<p>The Forth and Clyde Canal and the Union Canal were once linked by a flight of eleven locks, dismantled in the 1930s. When the canals were restored for the millennium, engineers designed something new to join them: the Falkirk Wheel, opened in 2002 and still the only rotating boat lift in the world. Two huge arms, shaped a little like a Celtic double-headed axe, turn slowly together, lifting boats in water-filled gondolas up or down about twenty-four metres between the canals. Because the gondolas always balance each other, it takes remarkably little power to turn.</p>
<p>You can watch from the ground for free or take a boat trip that rides the Wheel and sails out along the aqueduct at the top. Just up the hill behind it, a path leads to Rough Castle, one of the best-preserved forts on the Roman Antonine Wall.</p>
<h2>The Kelpies</h2>
<p>From the Wheel, the towpath of the Forth and Clyde Canal runs east through Falkirk to the Kelpies, in the Helix park between Falkirk and Grangemouth: a level walk of a couple of hours each way, or an easy ride by bike, shared with cyclists. The two horse heads, designed by the sculptor Andy Scott and completed in 2013, stand thirty metres tall and are clad in gleaming steel plates. They take their name from the kelpie, a shape-shifting water spirit of Scottish folklore, and they are also a tribute to the working horses that once towed barges along the canals and hauled loads for local industry. Clydesdale horses called Duke and Baron were the models. Guided tours take you inside one of the heads.</p>
<h2>Practical notes</h2>
<p>Both sites have car parks with a charge, cafés, toilets and play areas, and the towpath suits bikes, pushchairs and wheelchairs. If you would rather not walk both ways, it is easy to drive between them. The Kelpies are lit up after dark, which is well worth staying for.</p>`,
    location: 'Falkirk',
    region: 'Central Scotland',
    activityTypes: ['Cultural', 'Family-Friendly', 'Photography'],
    difficulty: 'easy',
    duration: 'Half day to full day',
    bestTimeToVisit: 'All year; the Kelpies are lit after dark',
    latitude: 56.00052,
    longitude: -3.84156,
    featured: false,
    whatToBring: [
      'A bike, or comfortable shoes for the level towpath',
      'Snacks and water for the canal walk',
      'A camera for dusk, when the Kelpies are lit',
      'Waterproof jacket',
    ],
    seasonalAdvice:
      'Boat trips on the Wheel run for most of the year but less often in winter, so check times before you go. The Kelpies are lit after dark, which makes a late autumn or winter visit especially memorable.',
    artwork: { motif: 'landscape', scene: 'two giant steel horse heads beside a canal at dusk, lit from below', palette: 'slate-and-oak' },
  },
  {
    slug: 'conic-hill-balmaha',
    title: 'Conic Hill from Balmaha',
    description:
      'A short, steep climb from the shore of Loch Lomond onto a hill that sits right on the Highland Boundary Fault, with a view of wooded islands strung across the loch in a line.',
    contentHtml: `<h2>What the walk is like</h2>
<p>Conic Hill is small, only 361 metres high, but few hills give a better view for the effort. It rises straight behind the village of Balmaha on the eastern shore of Loch Lomond, and its summit ridge looks down on the loch and its islands with Ben Lomond to the north. The walk up and back takes around two hours; it is short, but the upper section is steep and the path can be loose and slippery.</p>
<h2>The route</h2>
<p>From the national park car park in Balmaha, follow the signs for the West Highland Way, which climbs through woodland behind the car park and then out onto the open hillside. Wide stone steps and pitched path take you steadily up. Where the Way begins to traverse the flank of the hill, short, obvious paths climb onto the ridge and its knolls, where the whole loch opens out below you. Return the same way, taking care on the steep descent.</p>
<h2>Standing on a fault line</h2>
<p>From the top you can see one of the great features of Scottish geology. The Highland Boundary Fault, which runs right across Scotland from Arran to Stonehaven, passes through Conic Hill, and the islands of Inchcailloch, Torrinch, Creinch and Inchmurrin lie along its line, marching across the loch like stepping stones. To the north are the mountains of the Highlands; to the south, the gentler farmland of the Lowlands. Few places show the divide so clearly.</p>
<p>Loch Lomond and the Trossachs became Scotland’s first national park in 2002. Keep an eye out for buzzards over the slopes and, in the woods, for red squirrels.</p>
<h2>Practical notes</h2>
<p>The Balmaha car park charges a fee, has toilets and a national park visitor centre, and fills early on sunny weekends. There are a pub, a café and a shop in the village. Sheep graze the hillside, so keep dogs on a lead and look out for signs about lambing-time restrictions in spring. The top is exposed, so carry a warm layer and a waterproof even on a mild day.</p>`,
    location: 'Balmaha, Loch Lomond',
    region: 'Central Scotland',
    activityTypes: ['Hiking', 'Photography', 'Nature'],
    difficulty: 'moderate',
    duration: '2-2.5 hours',
    bestTimeToVisit: 'All year; quiet weekday evenings in summer',
    latitude: 56.08518,
    longitude: -4.53996,
    featured: false,
    whatToBring: [
      'Walking boots; the upper path is steep and stony',
      'Waterproof jacket',
      'A warm layer for the breezy top',
      'A dog lead, and a check of any lambing-season restrictions',
    ],
    seasonalAdvice:
      'Sunny summer weekends bring crowds, so go early or on a weekday evening for the loch in low light. In winter the steep path can be icy, so take care on the descent.',
    artwork: { motif: 'loch', scene: 'view from a grassy hill ridge over a loch with a line of wooded islands', palette: 'highland-sunset' },
  },
  {
    slug: 'arthurs-seat-holyrood-park',
    title: 'Arthur’s Seat and Holyrood Park',
    description:
      'Climb an ancient volcano in the middle of Edinburgh, from the Palace of Holyroodhouse to the 251-metre summit, with views across the city, the Firth of Forth and the Pentland Hills.',
    contentHtml: `<h2>What the walk is like</h2>
<p>Few capital cities have a mountain in the middle, and Arthur’s Seat feels like one, even at 251 metres. It is the highest point of Holyrood Park, a royal park of grassland, crags and lochs just a few minutes’ walk from the bottom of the Royal Mile. The round trip from the Palace of Holyroodhouse takes an hour and a half to two and a half hours, on paths that are steep, rocky near the top and well worn by millions of feet.</p>
<h2>The route</h2>
<p>From the roundabout by the palace and the Scottish Parliament, cross into the park and climb the grassy slope towards the ruin of St Anthony’s Chapel, a small medieval chapel perched above St Margaret’s Loch. Continue up the broad path along the valley behind it, then climb the steep final section to the rocky summit, where the basalt has been polished smooth and slippery by visitors. For an easier ascent, start from the car park by Dunsapie Loch, higher up on the park’s circular road, from where the climb is short and less steep. Descend by a different path for variety, perhaps down the valley of Hunter’s Bog, with the great cliffs of Salisbury Crags towering above.</p>
<h2>History and geology</h2>
<p>Arthur’s Seat is the remains of a volcano that was active around 350 million years ago, later carved by glaciers into the shape we see today. The Salisbury Crags are a thick sheet of hard rock that forced its way between softer layers, and they played a part in the history of geology: James Hutton, often called the father of modern geology, studied the rocks here in the eighteenth century. The hill also carries the faint ramparts of prehistoric forts, and nobody is quite sure how it got its name, though a link with the legendary King Arthur is the favourite story.</p>
<h2>Practical notes</h2>
<p>The park is free and open at all times. The summit is exposed and can be very windy, and the final rocks are slippery when wet, so wear shoes or boots with a good grip and keep well away from the edges of the crags, which drop steeply. Take water on warm days and a windproof in any season. There are public toilets and cafés near the palace and along the Royal Mile.</p>`,
    location: 'Holyrood Park, Edinburgh',
    region: 'Lowlands',
    activityTypes: ['Hiking', 'Historical', 'Photography'],
    difficulty: 'moderate',
    duration: '1.5-2.5 hours',
    bestTimeToVisit: 'All year; sunrise and sunset are special',
    latitude: 55.94411,
    longitude: -3.16155,
    featured: false,
    whatToBring: [
      'Shoes or boots with good grip; the summit rock is polished smooth',
      'Windproof jacket',
      'Water',
      'A camera for the city skyline',
    ],
    seasonalAdvice:
      'The summit is exposed and windy at any time of year and can be icy in winter. By an old tradition, people climb the hill at dawn on May Day to wash their faces in the dew.',
    artwork: { motif: 'loch', scene: 'rocky volcanic hilltop above a city skyline and the sea, with a small ruined chapel', palette: 'autumn-bracken' },
  },
  {
    slug: 'north-berwick-law-and-the-bass-rock',
    title: 'North Berwick Law and the Bass Rock',
    description:
      'A short climb up a volcanic hill above the seaside town of North Berwick, with a whalebone arch on top and views to the Bass Rock, home to one of the largest gannet colonies in the world.',
    contentHtml: `<h2>What the walk is like</h2>
<p>North Berwick Law rises straight out of the flat East Lothian farmland behind the town, a steep cone of volcanic rock 187 metres high. The climb is short, up and down in about an hour, on grassy paths that wind around the hill and grow steeper near the top. It is a good first hill for children, and the reward is one of the best views on the east coast.</p>
<h2>The route</h2>
<p>From the small car park at the foot of the hill on the south side of town, follow the path that curves around the western slopes and then climbs more directly towards the summit. There are a few steep, rocky steps near the top, which can be slippery after rain. On the summit you will find a whale’s jawbone arch, a landmark on the hill since the eighteenth century; the present arch is a replica put up in 2008 after the last real bones had decayed. Nearby are the ruins of a lookout post built during the Napoleonic Wars, when the Law was used to watch the sea for invaders.</p>
<h2>What you will see</h2>
<p>The views are superb. Out to sea is the Bass Rock, a great white-topped plug of volcanic rock home to a vast colony of northern gannets; in summer the rock looks white because it is covered in birds. Further out lies the Isle of May, and across the Firth of Forth the coast of Fife. To the west, Edinburgh and Arthur’s Seat are easy to pick out, and to the east the red ruins of Tantallon Castle stand on the cliffs.</p>
<h2>Practical notes</h2>
<p>North Berwick is easy to reach by train from Edinburgh, and the Law is a short walk from the station. After your climb, head down to the harbour and the Scottish Seabird Centre, which has live cameras on the Bass Rock and offers boat trips around the island in the summer months, or to the sandy beaches on either side of the harbour. The town has plenty of cafés, toilets and ice cream. Keep dogs on a lead, as sheep sometimes graze the hill.</p>`,
    location: 'North Berwick, East Lothian',
    region: 'Lowlands',
    activityTypes: ['Nature', 'Family-Friendly', 'Photography'],
    difficulty: 'easy',
    duration: '1-1.5 hours, plus time by the harbour',
    bestTimeToVisit: 'April to September for the gannets',
    latitude: 56.04905,
    longitude: -2.71357,
    featured: false,
    whatToBring: [
      'Trainers or light boots for the grassy path',
      'Binoculars for the gannets on the Bass Rock',
      'A windproof layer',
      'Money for an ice cream by the harbour',
    ],
    seasonalAdvice:
      'Gannets crowd the Bass Rock from spring until autumn, when the rock looks white with birds. The Law can be climbed all year, but the grassy slopes are slippery after rain.',
    artwork: { motif: 'loch', scene: 'volcanic cone hill with a whalebone arch on top looking out to a white sea rock', palette: 'loch-blue' },
  },
  {
    slug: 'st-abbs-head-nature-reserve',
    title: 'St Abbs Head National Nature Reserve',
    description:
      'A clifftop walk from the fishing village of St Abbs to a lighthouse above sheer sea cliffs, where thousands of seabirds nest in early summer and the sea below is a marine reserve.',
    contentHtml: `<h2>What the walk is like</h2>
<p>St Abbs Head, on the Berwickshire coast, is one of the finest places in southern Scotland to watch seabirds. The National Trust for Scotland cares for the headland as a National Nature Reserve, and a circuit from the car park at Northfield, on the edge of St Abbs village, takes in the cliffs, the lighthouse and a hidden freshwater loch. The walk is around six kilometres and takes two to three hours, on grassy paths with some short, steep ups and downs.</p>
<h2>The route</h2>
<p>From the car park, follow the path towards the village and then along the clifftops heading north. The coast here is a series of dramatic bays, stacks and headlands, and each rise brings a new view of cliffs packed with birds. The path climbs to the lighthouse, built in 1862 by the famous Stevenson family of engineers, perched high on the headland. From there, you can return along the quiet lighthouse road or follow the path past the Mire Loch, which lies in a valley along a geological fault and is a magnet for migrant birds in spring and autumn.</p>
<h2>Seabirds and history</h2>
<p>From May to July the cliffs are crowded with guillemots and razorbills lined up on the narrow ledges, kittiwakes calling their own name from nests on the rock faces, fulmars gliding along the cliff edge and shags nesting lower down. A few puffins are sometimes seen too. The grassland is bright with wild flowers in early summer, including sea pinks along the edges. Below the waves, the waters off St Abbs and Eyemouth form a voluntary marine reserve, famous among divers for its kelp forests and clear water.</p>
<p>The headland takes its name from St Æbbe, a seventh-century Northumbrian princess who founded a monastery here, and traces of early buildings survive on Kirk Hill.</p>
<h2>Practical notes and safety</h2>
<p>There is a pay car park at Northfield with toilets and a seasonal café, and St Abbs village has a small harbour that is lovely to explore. The cliffs are high and mostly unfenced, so keep children close and keep well back from the edges, especially in wind. Dogs must be on a lead during the nesting season, and at all times near livestock.</p>`,
    location: 'St Abbs, Berwickshire',
    region: 'Scottish Borders',
    activityTypes: ['Nature', 'Photography', 'Hiking'],
    difficulty: 'moderate',
    duration: '2-3 hours',
    bestTimeToVisit: 'May to July for nesting seabirds',
    latitude: 55.8992,
    longitude: -2.1399,
    featured: false,
    whatToBring: [
      'Binoculars for the seabird ledges',
      'Windproof jacket',
      'Sturdy shoes for the grassy clifftop path',
      'A camera with a zoom lens',
    ],
    seasonalAdvice:
      'The cliffs are at their busiest from May to mid-July, when the ledges are packed with nesting birds. In autumn, migrant birds pass through and grey seals haul out in the quieter coves.',
    artwork: { motif: 'lighthouse', scene: 'white lighthouse on a green headland above sea cliffs crowded with seabirds', palette: 'loch-blue' },
  },
  {
    slug: 'melrose-abbey-and-the-eildon-hills',
    title: 'Melrose Abbey and the Eildon Hills',
    description:
      'Start at the red sandstone ruins of Melrose Abbey, where the heart of Robert the Bruce is buried, then climb between the three Eildon summits for one of the finest views in the Borders.',
    contentHtml: `<h2>What the walk is like</h2>
<p>This is a perfect Borders day: a great medieval abbey in the morning and a climb up the three-topped hills that have watched over Melrose for thousands of years. The walk from the abbey onto the Eildon Hills and back is around seven kilometres with about 350 metres of climbing. Allow three to four hours, including time in the abbey. The paths are good but steep in places and can be muddy.</p>
<h2>Melrose Abbey</h2>
<p>The abbey was founded in 1136 by King David I for Cistercian monks, and although it was damaged repeatedly by English armies, the ruins that stand today are some of the most beautiful in Scotland, with fine window tracery and carvings of saints, dragons, and even a pig playing the bagpipes on the roof. The heart of Robert the Bruce is buried here. A lead casket thought to contain it was found during excavations in 1996 and reburied beneath a memorial stone in the abbey grounds in 1998. The abbey is cared for by Historic Environment Scotland, with an entry charge.</p>
<h2>Onto the Eildons</h2>
<p>From the town centre, follow the waymarks for St Cuthbert’s Way, the long-distance route that runs from Melrose to Holy Island in Northumberland. It climbs by steps and field paths to the saddle between the Eildon Mid Hill, the highest of the three at 422 metres, and Eildon Hill North. Climb both for the best views, across the Tweed valley to the Cheviots and over the patchwork of Borders farmland. Return the same way or by the paths around the lower slopes.</p>
<h2>History and legend</h2>
<p>Eildon Hill North is crowned by the remains of a huge prehistoric hill fort, where hundreds of house platforms have been found, and later by a Roman signal station. Below lay the Roman fort of Trimontium, named after the three hills. Legend says the wizard Michael Scott split a single hill into three, and that Thomas the Rhymer met the Queen of Elfland beneath the Eildon Tree. Sir Walter Scott loved this landscape, and his favourite view, now known as Scott’s View, is a short drive away.</p>
<h2>Practical notes</h2>
<p>There is parking in Melrose, along with cafés, shops and toilets, and the Borders Railway terminus at Tweedbank is about two miles away. Wear walking boots, carry a waterproof, and take a map in case the tops are in cloud.</p>`,
    location: 'Melrose, Roxburghshire',
    region: 'Scottish Borders',
    activityTypes: ['Historical', 'Hiking', 'Photography'],
    difficulty: 'moderate',
    duration: 'Half day (3-4 hours with the abbey)',
    bestTimeToVisit: 'All year; heather in August',
    latitude: 55.59886,
    longitude: -2.71807,
    featured: false,
    whatToBring: [
      'Walking boots; the path is steep and can be muddy',
      'Waterproof jacket',
      'A map, or a guide to St Cuthbert’s Way',
      'Abbey tickets (Historic Environment Scotland)',
      'Snacks for the summit',
    ],
    seasonalAdvice:
      'The Eildons make a good walk in any season and are purple with heather in late summer. On winter days the tops can be windy and icy, and the abbey keeps shorter hours.',
    artwork: { motif: 'castle', scene: 'red sandstone abbey ruins with three rounded hills rising behind', palette: 'autumn-bracken' },
  },
  {
    slug: 'bennachie-mither-tap',
    title: 'Bennachie: The Mither Tap',
    description:
      'Climb Aberdeenshire’s best-loved hill to the granite tor of the Mither Tap, ringed by the tumbled walls of an ancient hill fort, with views across the farmland of the Garioch to the sea.',
    contentHtml: `<h2>What the walk is like</h2>
<p>Bennachie is more than a hill to the people of Aberdeenshire; it is a landmark, a weekend habit and the subject of songs. Its most distinctive top, the Mither Tap, is a great knuckle of granite at the eastern end of the range, visible from miles around. At 518 metres it is not quite the highest point of Bennachie, but it is by far the most popular. The usual walk from the Bennachie Centre to the summit and back is around six kilometres with a steady climb, and takes two and a half to three hours.</p>
<h2>The route</h2>
<p>From the Bennachie Centre car park, waymarked paths lead up through pine and larch forest and out onto the open heather. Higher up you join the Maiden Causeway, an old paved track that climbs towards the summit and may be as old as the fort itself. The final section winds up through a gap in the old walls and over granite slabs to the top of the tor, where care is needed on the rocks, particularly in wet or icy weather. Come back the same way, or follow the ridge west towards Oxen Craig for a longer circuit.</p>
<h2>History and nature</h2>
<p>The Mither Tap is encircled by the massive, tumbled stone ramparts of a hill fort, thought to date from the first millennium AD, the time of the Picts. Some historians have suggested that the Roman victory at Mons Graupius, in the year 83, was fought somewhere in the shadow of Bennachie, though nobody has proved it. In the nineteenth century a community of squatters known as the Bennachie Colony built crofts on the hill’s lower slopes, and the ruins of their homes can still be found in the woods.</p>
<p>The heather moorland is home to red grouse, and you may hear their go-back, go-back call. Skylarks sing overhead in spring, and in August the whole hill turns purple.</p>
<h2>Practical notes</h2>
<p>The Bennachie Centre, run by Forestry and Land Scotland, has a pay car park, toilets and information about the hill. The summit is exposed to the wind, so bring a warm layer, and wear boots with a good grip for the final rocky section. From the top, the views stretch across the farmland of the Garioch to Aberdeen and the North Sea, and on a clear day west towards the Cairngorms.</p>`,
    location: 'Bennachie, Aberdeenshire',
    region: 'Northeast Scotland',
    activityTypes: ['Hiking', 'Historical', 'Nature'],
    difficulty: 'moderate',
    duration: '2.5-3 hours',
    bestTimeToVisit: 'All year; heather in August',
    latitude: 57.29065,
    longitude: -2.5284,
    featured: false,
    whatToBring: [
      'Walking boots for the rocky final climb',
      'Waterproof jacket',
      'A warm layer for the windy summit',
      'A camera for the view across the Garioch',
    ],
    seasonalAdvice:
      'Heather turns the hill purple in August, and clear winter days give the sharpest views, though the summit rocks can be icy. The forest paths stay walkable in most weather.',
    artwork: { motif: 'standing-stones', scene: 'granite tor on a heather hilltop ringed by tumbled stone walls, farmland below', palette: 'heather-moor' },
  },
  {
    slug: 'dunnottar-castle-from-stonehaven',
    title: 'Dunnottar Castle from Stonehaven',
    description:
      'Follow the clifftop path from Stonehaven harbour to the ruins of Dunnottar Castle on its sea-girt rock, where the Honours of Scotland were hidden from Oliver Cromwell’s army.',
    contentHtml: `<h2>What the walk is like</h2>
<p>Dunnottar is one of the most dramatic castle sites in Britain: a cluster of ruined towers and halls on a flat-topped headland almost cut off from the mainland by the sea, with cliffs dropping straight into the waves. You can drive to the castle car park, but the best way to arrive is on foot along the coast from Stonehaven, about three kilometres each way on a good path. Allow three hours or so for the walk and a visit to the castle.</p>
<h2>The route</h2>
<p>From Stonehaven harbour, climb the lane south out of the old town and follow the coastal path along the clifftops. A short detour leads to the town’s war memorial, a roofless, temple-like monument on Black Hill with a fine view back over the bay. The path continues along the cliffs until the castle suddenly appears below you on its rock. From the mainland, a steep path with many steps leads down into the gully and up again to the castle gate, so take your time.</p>
<h2>History</h2>
<p>There have been fortifications on the rock for many centuries. The castle you see today was largely built by the Keith family, the Earls Marischal, from the late fourteenth century onwards. William Wallace is said to have attacked an English garrison here in 1297. The castle’s most famous moment came in 1651 and 1652, when the Honours of Scotland, the crown, sceptre and sword of state, were brought here for safekeeping from Oliver Cromwell’s invading army. As the besiegers closed in, the Honours were smuggled out and hidden beneath the floor of the nearby church at Kinneff until the Restoration. A darker chapter followed in 1685, when more than a hundred Covenanters were imprisoned in a cramped cellar now known as the Whigs’ Vault.</p>
<h2>Practical notes</h2>
<p>The castle is privately owned, open on most days, and charges for entry; it may close at short notice in high winds, so check before you set out. Stonehaven has plenty of parking, cafés and toilets, and it is on the main railway line from Aberdeen and Dundee. The clifftop path is unfenced in places, so keep children and dogs close.</p>`,
    location: 'Stonehaven, Aberdeenshire',
    region: 'Northeast Scotland',
    activityTypes: ['Historical', 'Photography', 'Hiking'],
    difficulty: 'easy',
    duration: '2.5-3.5 hours with a castle visit',
    bestTimeToVisit: 'All year; May and June for seabirds on the cliffs',
    latitude: 56.94576,
    longitude: -2.1964,
    featured: true,
    whatToBring: [
      'Comfortable walking shoes for the coastal path',
      'Windproof jacket',
      'Money or a card for castle entry',
      'A camera with a wide lens',
    ],
    seasonalAdvice:
      'The castle can close at short notice in very high winds, so check before walking out. In early summer, fulmars and kittiwakes nest on the cliffs along the path.',
    artwork: { motif: 'castle', scene: 'ruined clifftop castle on a sea-girt rock with waves below at golden hour', palette: 'highland-sunset' },
  },
  {
    slug: 'lochnagar-from-glen-muick',
    title: 'Lochnagar from the Spittal of Glenmuick',
    description:
      'A long, classic mountain walk on Royal Deeside to the summit of Lochnagar, above a dark corrie loch and granite cliffs made famous by Lord Byron.',
    contentHtml: `<h2>What the walk is like</h2>
<p>Lochnagar is the great mountain of Royal Deeside, a broad granite massif rising above the Balmoral estate, with a spectacular north-facing corrie of cliffs and buttresses above a dark loch. Lord Byron, who spent part of his childhood in Aberdeenshire, celebrated it in his poem about dark Lochnagar, and Queen Victoria climbed it too. The walk from the Spittal of Glenmuick to the summit and back is around eighteen kilometres with roughly 800 metres of climbing, and most people take six to eight hours. It is a full mountain day.</p>
<h2>The route</h2>
<p>From the car park at the Spittal of Glenmuick, cross the floor of the glen to the pines at Allt-na-giubhsaich, then follow the track west as it climbs onto the open moor. A path branches off towards the col below the rocky cone of Meikle Pap. From the col the view into the corrie suddenly opens up, with the loch far below and the cliffs soaring above it. From here the path climbs a steep, rocky slope known as the Ladder onto the plateau, then follows the rim of the corrie, keeping well back from the edge, to the summit tor of Cac Carn Beag at 1,155 metres. Return the same way.</p>
<h2>Nature</h2>
<p>Glen Muick is one of the best places in Scotland to see red deer, and mountain hares and ptarmigan live on the high ground. Loch Muick, at the head of the glen, is a lovely low-level walk in its own right if the tops are in cloud.</p>
<h2>Safety and practical notes</h2>
<p>The plateau is high and exposed, the weather changes quickly, and the ground around the summit is confusing in mist, so carry a map and compass and know how to use them. In winter and spring, snow cornices overhang the corrie rim and the Ladder can be icy; you will then need an ice axe, crampons and winter skills. The car park at the Spittal is run by the estate and charges a fee, and there are toilets and a small visitor centre with a ranger service. The narrow road up Glen Muick from Ballater is about nine miles long, so leave time for the drive.</p>`,
    location: 'Glen Muick, Royal Deeside',
    region: 'Northeast Scotland',
    activityTypes: ['Hiking', 'Adventure', 'Nature'],
    difficulty: 'challenging',
    duration: 'Full day (6-8 hours)',
    bestTimeToVisit: 'June to September',
    latitude: 56.95244,
    longitude: -3.1352,
    featured: false,
    whatToBring: [
      'Map and compass',
      'Waterproof and windproof layers',
      'Warm hat and gloves, even in summer',
      'Food and plenty of water',
      'Head torch',
      'Stiff walking boots for the rocky Ladder',
    ],
    seasonalAdvice:
      'Snow and cornices can linger above the corrie into early summer, and from late autumn to spring this is a winter mountain route needing an ice axe and crampons. Check the forecast and start early to make the most of the daylight.',
    artwork: { motif: 'loch', scene: 'dark corrie loch beneath granite cliffs and a snow-streaked mountain plateau', palette: 'slate-and-oak' },
  },
  {
    slug: 'galloway-forest-dark-sky-park',
    title: 'Stargazing in Galloway Forest Dark Sky Park',
    description:
      'In Britain’s first Dark Sky Park, the Milky Way stretches from horizon to horizon on a clear, moonless night. Park by Clatteringshaws Loch, let your eyes adjust and look up.',
    contentHtml: `<h2>What the night is like</h2>
<p>Most of us have never seen a truly dark sky. In Galloway Forest Park, far from the glow of big towns, you can. In 2009 the park became the first in the United Kingdom to be named a Dark Sky Park, and on a clear, moonless night the sky is astonishing: thousands of stars, the Milky Way arching overhead like a band of mist, and planets shining steadily among them. You do not need a telescope or any knowledge of astronomy to enjoy it, just warm clothes and a little patience.</p>
<h2>Where to go and what to see</h2>
<p>Clatteringshaws Loch, on the A712 between New Galloway and Newton Stewart, is one of the best places to start, with easy parking and wide views of the sky over the water. Glen Trool and Kirroughtree, elsewhere in the forest park, are also good spots. Once you arrive, switch off your headlights and give your eyes at least twenty minutes to adjust to the dark; use only a red torch from then on, because white light undoes the adjustment in a second.</p>
<p>In late summer and autumn the Milky Way is at its most spectacular. On autumn nights, look for the Andromeda Galaxy, a faint smudge of light that is the most distant thing most people can see with the naked eye. Meteor showers are a highlight: the Perseids in mid-August and the Geminids in mid-December can bring dozens of shooting stars an hour at their peak. Once in a while, the northern lights glow green and pink on the northern horizon.</p>
<h2>By day</h2>
<p>Come early and explore the forest in daylight. The Raiders’ Road forest drive runs from near Clatteringshaws along the Blackwater of Dee, with picnic spots and pools for paddling, and a short walk from the loch leads to a granite boulder known as Bruce’s Stone, where tradition says Robert the Bruce rested after defeating an English force in 1307.</p>
<h2>Practical notes and safety</h2>
<p>It gets cold at night, even in late summer, so bring more layers than you think you need, plus a hat, gloves and a hot drink. Mobile signal is patchy in the forest, so tell someone where you are going and keep to car parks and well-known paths in the dark. Drive slowly on forest roads at night, as deer often cross. Check the forecast for clear skies and pick a night close to the new moon.</p>`,
    location: 'Galloway Forest Park, Dumfries and Galloway',
    region: 'Southwest Scotland',
    activityTypes: ['Nature', 'Adventure', 'Family-Friendly'],
    difficulty: 'easy',
    duration: '2-3 hours after dark',
    bestTimeToVisit: 'September to April, close to new moon',
    latitude: 55.06047,
    longitude: -4.26791,
    featured: true,
    whatToBring: [
      'A red-light torch to protect your night vision',
      'Warm layers, hat and gloves, even in late summer',
      'Binoculars or a small telescope',
      'A folding chair or a mat to lie on',
      'A flask of something hot',
      'A star chart, or a stargazing app set to night mode',
    ],
    seasonalAdvice:
      'Around midsummer the sky never gets fully dark, so autumn, winter and early spring are best. Aim for a clear night close to the new moon, and check the forecast for cloud.',
    artwork: { motif: 'loch', scene: 'milky way over a dark forest loch with pine silhouettes and a small figure stargazing', palette: 'loch-blue' },
  },
  {
    slug: 'culzean-castle-and-country-park',
    title: 'Culzean Castle and Country Park',
    description:
      'Robert Adam’s clifftop castle on the Ayrshire coast, with woodland walks, a walled garden, a swan pond and beaches below, and views across the Firth of Clyde to Arran and Ailsa Craig.',
    contentHtml: `<h2>What the visit is like</h2>
<p>Culzean Castle stands on the edge of a cliff above the Firth of Clyde, looking out to the Isle of Arran and the granite dome of Ailsa Craig. It is one of the grandest houses in Scotland, and around it lies a huge country park of woods, gardens, cliffs and beaches. You could easily spend a whole day here, mixing a tour of the castle with gentle walks, and children will find plenty to do.</p>
<h2>The castle</h2>
<p>The architect Robert Adam transformed an older Kennedy tower house into the castle we see today between 1777 and 1792, for David Kennedy, tenth Earl of Cassillis. Inside, the highlights are the elegant Oval Staircase, rising through the heart of the house beneath a glass dome, and the round drawing room that seems to hang over the sea. The armoury by the entrance is lined with swords and pistols arranged in patterns. After the Second World War, the Kennedy family gave the castle to the National Trust for Scotland, and a top-floor flat was given to General Dwight D. Eisenhower in thanks for his wartime leadership; he stayed here several times.</p>
<h2>Walks in the country park</h2>
<p>Culzean was Scotland’s first country park, and a network of paths links its different corners. A good circuit of two to three hours leads from the castle along the clifftop, down to the shore and the caves beneath the castle rock, through the woods to the Swan Pond, and back by the walled garden with its glasshouses and herbaceous borders. There are quiet beaches to explore at low tide, a deer park, and an adventure playground for younger visitors.</p>
<h2>Practical notes</h2>
<p>Culzean lies on the A719 south of Ayr, near Maybole. There is a parking charge for visitors who are not members of the National Trust for Scotland, and the castle has its own entry charge. The castle opens from spring to autumn, while the country park is open all year. You will find cafés, toilets and shops in the park. The clifftop paths are not fenced everywhere, so keep an eye on children.</p>`,
    location: 'Maybole, South Ayrshire',
    region: 'Southwest Scotland',
    activityTypes: ['Historical', 'Family-Friendly', 'Nature'],
    difficulty: 'easy',
    duration: 'Half day to full day',
    bestTimeToVisit: 'April to October for the castle; grounds all year',
    latitude: 55.35438,
    longitude: -4.78956,
    featured: false,
    whatToBring: [
      'Comfortable shoes for woodland and beach paths',
      'Waterproof jacket',
      'A picnic for the Swan Pond',
      'Binoculars for Ailsa Craig and the seabirds',
    ],
    seasonalAdvice:
      'The castle rooms open from spring to autumn, while the country park is open all year. Spring brings bluebells to the woods, and winter sunsets over Arran can be spectacular.',
    artwork: { motif: 'castle', scene: 'grand castle on a clifftop above the sea with an island mountain on the horizon', palette: 'highland-sunset' },
  },
  {
    slug: 'the-merrick-from-glen-trool',
    title: 'The Merrick from Glen Trool',
    description:
      'Climb the highest hill in southern Scotland from Bruce’s Stone above Loch Trool, past a bothy and over Benyellary to the 843-metre summit, with views to Ireland, Arran and the Lake District.',
    contentHtml: `<h2>What the walk is like</h2>
<p>The Merrick, at 843 metres, is the highest hill in the Southern Uplands and the highest point in southern Scotland. It is part of a chain of hills known as the Range of the Awful Hand, because on the map they spread out like the fingers of a giant’s hand. The walk from Glen Trool to the summit and back is around thirteen kilometres with about 800 metres of climbing, and takes five to six hours. The path is clear most of the way, but it is a proper hill day on exposed ground.</p>
<h2>The route</h2>
<p>Start at the car park by Bruce’s Stone, a large granite boulder high above Loch Trool. From here a path climbs alongside the Buchan Burn, through woodland and past Culsharg, an old cottage now used as a simple bothy. Beyond it the path climbs more steeply onto the open hill to the summit of Benyellary, the hill of the eagle, at 719 metres. From there, a dry-stone wall guides you along a curving ridge called the Neive of the Spit, before the final climb to the broad summit of the Merrick and its trig point. Return the same way. A longer return by Loch Enoch is rough and largely pathless, and only for experienced navigators.</p>
<h2>History and views</h2>
<p>Bruce’s Stone commemorates the skirmish of Glen Trool in 1307, when Robert the Bruce’s men ambushed an English force on the steep slopes across the loch, reputedly rolling boulders down onto them. It was one of the first successes of his campaign to win back the kingdom. From the Merrick itself, on a clear day, you can see the hills of Ireland, Arran and the Isle of Man, and far to the south-east the fells of the Lake District.</p>
<h2>Practical notes and safety</h2>
<p>Reach the start by the narrow road from Glentrool village; the visitor centre near the village has a café and toilets. The weather can change quickly on the tops, and the ridge is confusing in mist, so carry a map and compass and know how to use them. Wear walking boots and take waterproofs, warm layers and food. Wild goats and red deer roam these hills, and this is part of Galloway Forest Dark Sky Park, so a clear evening after your walk is worth staying for.</p>`,
    location: 'Glen Trool, Galloway',
    region: 'Southwest Scotland',
    activityTypes: ['Hiking', 'Adventure', 'Nature'],
    difficulty: 'challenging',
    duration: '5-6 hours',
    bestTimeToVisit: 'May to September',
    latitude: 55.0931,
    longitude: -4.48448,
    featured: false,
    whatToBring: [
      'Map and compass',
      'Walking boots',
      'Waterproofs and a warm layer',
      'Food and water; there is nowhere to buy supplies beyond Glentrool village',
      'Midge repellent for the glen in summer',
    ],
    seasonalAdvice:
      'Best on a clear day from late spring to early autumn, when the views stretch across the sea. In winter the upper hill can carry snow and ice and becomes a serious undertaking.',
    artwork: { motif: 'loch', scene: 'rounded granite hills above a wooded loch with a lone boulder monument in the foreground', palette: 'autumn-bracken' },
  },
];
