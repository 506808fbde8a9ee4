import type { SeedArticle } from './types';

/**
 * The shop's heritage stories. Each body stands on its own as an article; a product is mentioned
 * at most in passing near the end, and `productSlugs` lets the story page link it properly.
 * Bodies are light HTML (see SeedArticle.bodyHtml) and are checked by content.test.ts.
 */
export const seedArticles: SeedArticle[] = [
  {
    slug: 'burns-night-the-supper-the-poems-and-the-toasts',
    title: 'Burns Night: The Supper, the Poems and the Toasts',
    excerpt:
      'Every 25 January, Scots everywhere raise a glass to Robert Burns. Who he was, how the first Burns Supper came about, and a running order for hosting your own.',
    bodyHtml: `<h2>The ploughman poet</h2>
<p>Robert Burns was born on 25 January 1759 in a clay cottage built by his father in Alloway, Ayrshire. He grew up working on a series of hard, poor farms, and he wrote poems and songs from an early age, in the Scots language of the people around him as well as in English. In 1786 a small printer in Kilmarnock published his <em>Poems, Chiefly in the Scottish Dialect</em>, and almost overnight the young farmer became the toast of Edinburgh.</p>
<p>He went on to collect, mend and write hundreds of songs, including <em>Auld Lang Syne</em>, <em>A Red, Red Rose</em> and <em>Ae Fond Kiss</em>, and to write long poems such as <em>Tam o’ Shanter</em>. He also worked as an exciseman in Dumfries, where he died in July 1796, aged just thirty-seven. His reputation has only grown since, and he is loved around the world as the national poet of Scotland.</p>
<h2>The first Burns Supper</h2>
<p>In July 1801, on the fifth anniversary of his death, nine of Burns’s friends gathered at the cottage in Alloway for a dinner in his memory. They ate haggis, read his poems and toasted his name, and they enjoyed it so much that they decided to meet again. The idea spread quickly. Burns clubs were founded in Greenock, Paisley and beyond, the date soon moved to his birthday, and Burns Suppers are now held from Ayrshire to Australia.</p>
<h2>A running order</h2>
<p>There is no single correct form, but most suppers follow a familiar pattern:</p>
<ol>
<li><strong>Welcome and the Selkirk Grace.</strong> The host welcomes the guests and someone says the short grace, often attributed to Burns though it is probably older.</li>
<li><strong>Piping in the haggis.</strong> Everyone stands as the haggis is carried in, ideally behind a piper.</li>
<li><strong>Address to a Haggis.</strong> A guest recites Burns’s poem with as much drama as possible, cutting the haggis open at the line about the knife. Everyone then drinks a toast to the haggis.</li>
<li><strong>The supper.</strong> Haggis with neeps and tatties, mashed swede and potatoes, usually followed by cranachan, a pudding of cream, raspberries, honey, toasted oats and a little whisky.</li>
<li><strong>The Immortal Memory.</strong> The main speech of the night, on Burns’s life and work, ending with a toast to his memory.</li>
<li><strong>The Toast to the Lassies and the Reply.</strong> A gently teasing speech, followed by an answer from one of the women, which is often the funniest of the evening.</li>
<li><strong>Songs and poems, then Auld Lang Syne.</strong> Everyone stands in a circle and joins hands, crossing arms for the last verse.</li>
</ol>
<h2>The Selkirk Grace</h2>
<blockquote>Some hae meat and canna eat, and some wad eat that want it; but we hae meat, and we can eat, sae let the Lord be thankit.</blockquote>
<p>It is a perfect little grace: short enough to learn in a minute, and kind enough to remember those with nothing on their plate.</p>
<h2>Hosting your own</h2>
<p>You do not need a piper or a kilt to hold a good Burns Supper. A haggis from a good butcher, or a vegetarian haggis, which is very good indeed, a few friends and a copy of the poems will do. Share out the readings in advance so nobody is caught short, and print the words of <em>Auld Lang Syne</em> because very few people know the second verse. A sturdy board for the haggis and a tartan apron for the cook will not go amiss either.</p>`,
    featured: false,
    publishedOn: '2025-01-15',
    modifiedOn: '2026-01-12',
    keywords: ['burns night', 'robert burns', 'burns supper', 'haggis', 'poetry', 'scottish traditions'],
    productSlugs: ['thistle-engraved-oak-chopping-board', 'royal-stewart-tartan-apron', 'stag-engraved-slate-coasters'],
    artwork: { motif: 'thistle', scene: 'candlelit supper table with haggis on a wooden board, a quill and a book of poems', palette: 'royal-stewart' },
  },
  {
    slug: 'clo-mor-the-making-of-harris-tweed',
    title: 'Clò Mòr: The Making of Harris Tweed',
    excerpt:
      'Harris Tweed is woven by hand in islanders’ homes and protected by its own Act of Parliament. The story of the big cloth, from waulking songs to the orb on the label.',
    bodyHtml: `<h2>The big cloth</h2>
<p>Long before it was a fashion label, Harris Tweed was simply cloth. In the Outer Hebrides families spun and wove their own wool to make warm, hard-wearing fabric for clothes and blankets, and they called it <em>clò mòr</em>, the big cloth. Wool was dyed with whatever the island provided: lichens scraped from the rocks, heather, bracken and roots. Crotal, a lichen that gives a rich reddish brown, lent the cloth a smell that many islanders still remember.</p>
<p>Finishing the cloth was a social event. To shrink and thicken the newly woven tweed, groups of women sat around a long board and thumped the wet cloth rhythmically, passing it round and round. They sang as they worked, and the waulking songs, <em>òrain luaidh</em>, with their strong beat and call-and-response choruses, are among the treasures of Gaelic music.</p>
<h2>From the islands to London</h2>
<p>The tweed’s wider fame is usually traced to the 1840s, when Catherine, Countess of Dunmore, whose family owned much of Harris, had local weavers copy the Murray tartan in tweed. She saw the quality of their work and began to promote it among her friends in society, and before long Harris cloth was being sought after for shooting, fishing and country wear.</p>
<p>The very word tweed has a story of its own. The Scots word for twill was <em>tweel</em>, and it is often said that a London merchant misread it, perhaps thinking of the River Tweed, and the new name stuck.</p>
<h2>The orb and the law</h2>
<p>As demand grew, so did imitations. In 1909 the Harris Tweed Association was formed to protect the name, and it registered the familiar orb trademark, which is still stamped on genuine cloth. Today the Harris Tweed Authority looks after it under the <strong>Harris Tweed Act 1993</strong>, which sets out what the name means: cloth handwoven by islanders at their own homes in the Outer Hebrides, finished in the Outer Hebrides, and made from pure virgin wool dyed and spun there too. It is often said to be the only fabric in the world protected by its own Act of Parliament.</p>
<h2>From fleece to fabric</h2>
<p>Making Harris Tweed still involves both mill and home. At the mill the wool is dyed in the fleece, before it is spun, which is where the phrase dyed in the wool comes from. Different colours are then blended together and carded, so that a single yarn can hold flecks of blue, green, orange and purple, and that is what gives the cloth its depth when you look closely. The yarn is spun, and the long warps are prepared.</p>
<p>The warp then goes out to a weaver’s own shed, where it is woven on a treadle loom powered by the weaver’s feet. Many weavers still use the sturdy single-width Hattersley looms introduced in the early twentieth century, while others use the double-width looms that arrived in the 1990s. Finally the woven tweed returns to the mill to be washed, finished and inspected, and only then does the Authority apply the orb.</p>
<h2>Tweed today</h2>
<p>Harris Tweed has had its ups and downs, but it has found new life in jackets, bags, upholstery and trainers, and a new generation of weavers has taken up the loom. If you visit Lewis and Harris, many weavers welcome visitors to see a loom at work. Our own heather workshop apron uses a heather-mixed wool tweed rather than Harris Tweed, but it owes a debt to the same idea: honest cloth, made to last.</p>`,
    featured: false,
    publishedOn: '2025-02-20',
    keywords: ['harris tweed', 'tweed', 'weaving', 'outer hebrides', 'waulking songs', 'textiles'],
    productSlugs: ['heather-tweed-workshop-apron', 'heather-moor-wool-scarf'],
    artwork: { motif: 'tartan', scene: 'treadle loom in a weaving shed with bolts of flecked tweed and a view of the sea', palette: 'autumn-bracken' },
  },
  {
    slug: 'reading-the-sett-how-tartan-is-woven',
    title: 'Reading the Sett: How Tartan Is Woven',
    excerpt:
      'Every tartan is a set of instructions written in coloured thread. Here is how a sett works, why twill gives those blended squares, and how district checks became clan badges.',
    bodyHtml: `<h2>A pattern written in thread</h2>
<p>Ask a weaver what makes a tartan and the answer will not begin with colour. It begins with the <strong>sett</strong>: the exact sequence of coloured stripes, counted thread by thread, that repeats across the cloth. A sett is usually written down as a thread count, so many threads of green, then so many of black, then a few of red, and that short line of notation is all anyone needs to weave the same tartan in a different mill a hundred years later.</p>
<p>The clever part is that the same sequence is used twice. The warp, the long threads stretched on the loom, is laid out in the sett, and the weft, the thread carried across by the shuttle, follows the very same order. Where a colour crosses itself you get a block of solid colour; where two different colours cross you get a blend of the two. That is why a tartan with only three or four dyes seems to contain many more shades.</p>
<h2>Why the twill matters</h2>
<p>Tartan is traditionally woven in a <strong>2/2 twill</strong>. Each weft thread passes over two warp threads and under two, and every new row steps along by one. The result is the fine diagonal rib you can see if you look closely at a kilt, and it is the twill that mixes the colours so evenly where stripes cross. Woven as a plain over-one, under-one cloth, the same sett looks flatter and harsher.</p>
<p>Most setts are symmetrical. The sequence runs out to a pivot point and then reverses, like a reflection in a mirror, so the pattern looks the same whichever way up the cloth is held. A smaller number are asymmetric and simply repeat from the beginning, which can make them surprisingly hard to recognise from a small swatch.</p>
<h2>Wool, dye and the old weavers</h2>
<p>Checked cloth has a long history here. The so-called Falkirk tartan, a scrap of simple check in undyed shades of wool, was found stuffed into the mouth of a pot of Roman coins near the Antonine Wall and dates to around the third century. A piece recovered from a peat bog in Glen Affric, with several colours and a true sett, has been dated to the sixteenth century and is thought to be the oldest surviving Scottish tartan.</p>
<p>For most of that history, colour came from what could be gathered or traded: lichens, bark, berries and roots, with indigo and cochineal bought in for blues and reds. Patterns belonged to places and to weavers rather than to families. Martin Martin, writing about the Western Isles around 1700, noted that the people of each island had their own fancy in the breadth and colours of the stripes.</p>
<h2>From proscription to pageantry</h2>
<p>After the Jacobite defeat at Culloden, the Dress Act of 1746 banned Highland clothing, tartan included, for men and boys in civilian life. Only the Highland regiments kept wearing it, which is how the dark Government sett came to be known as the Black Watch. The ban was lifted in 1782, and by then commercial weavers such as William Wilson and Son of Bannockburn were producing pattern books of named setts for a growing market.</p>
<p>The idea of a tartan for every clan took hold in the early nineteenth century. George IV’s visit to Edinburgh in 1822, stage-managed by Sir Walter Scott, sent the Highland gentry looking for a sett to call their own. A few decades later Queen Victoria and Prince Albert filled Balmoral with tartan, and the fashion never really faded.</p>
<h2>Tartan today</h2>
<p>Since 2009 new designs have been recorded in the Scottish Register of Tartans, set up by an Act of the Scottish Parliament and kept by the National Records of Scotland. Alongside clan setts it holds district tartans, regimental and corporate designs, and thousands of personal ones. You will also see the same sett offered in modern, ancient and weathered colourways: not different tartans, just different ideas of how bright the dyes should be.</p>
<p>We drew a dozen of our favourite setts for the <em>Tartans of the Highlands</em> print, and once you know how a sett is built it is hard to stop counting the stripes.</p>`,
    featured: true,
    publishedOn: '2025-03-12',
    modifiedOn: '2025-09-02',
    keywords: ['tartan', 'sett', 'weaving', 'twill', 'highland dress', 'scottish register of tartans'],
    productSlugs: ['tartans-of-the-highlands-print', 'macleod-tartan-lambswool-scarf', 'royal-stewart-tartan-apron'],
    artwork: { motif: 'tartan', scene: 'tartan cloth on a wooden hand loom with shuttles and skeins of dyed wool', palette: 'royal-stewart' },
  },
  {
    slug: 'clans-and-septs-who-belongs-to-a-highland-name',
    title: 'Clans and Septs: Who Belongs to a Highland Name?',
    excerpt:
      'A clan was never just a surname. We look at what the word really meant, how septs came to sit under the great names, and how to trace your own place among them.',
    bodyHtml: `<h2>Children of the clan</h2>
<p>The Gaelic word <em>clann</em> simply means children, and that is the heart of the idea: a clan saw itself as one family descended from a common ancestor, led by a chief who was its father figure, judge and war leader. In practice a clan was a looser and more practical thing than a family tree. It took in everyone who lived on the chief’s land, fought in his name and looked to him for protection, whether or not they shared a drop of his blood.</p>
<p>Surnames came late to much of the Highlands. For centuries people were known by patronymics, so a man might be Iain son of Donald son of Angus, and only gradually did fixed names like MacDonald (son of Donald) settle into use. Many people simply took the name of the chief under whom they lived, which is one reason a shared clan surname is no proof of a shared ancestor.</p>
<h2>What is a sept?</h2>
<p>A <strong>sept</strong> is a family or surname associated with a larger clan. The connections came about in several ways. Some septs are branches of the clan itself, descended from a younger son and known by his name. Others were neighbouring families who lived on clan land or who bound themselves to a chief by a written bond of manrent, promising loyalty in return for protection.</p>
<p>Some of the most interesting septs are hereditary professions. The MacCrimmons were pipers to the MacLeods of Dunvegan for generations and ran a famous piping school at Boreraig on Skye. The Beatons were a celebrated medical family who served as physicians to several great Highland households. A family like that belonged to a clan through service rather than birth, and was honoured for it.</p>
<h2>Lists, loyalties and a little caution</h2>
<p>Sept lists deserve to be read with a pinch of salt. Many were drawn up in the nineteenth and twentieth centuries, some of them by tartan sellers keen to find a sett for every customer, and the same surname often turns up under several clans. Names taken from trades are the obvious case: Gow, from the Gaelic <em>gobha</em>, a smith, could belong to any glen that had a forge.</p>
<p>History adds its own twists. In 1603 the very name MacGregor was outlawed by the Crown, and members of the clan lived for generations under borrowed names; Rob Roy himself sometimes used his mother’s name, Campbell. The proscription was not finally lifted until 1774. Some clans also grouped together: Clan Chattan was a confederation of clans, led by the Mackintoshes, that included the Macphersons, Davidsons and MacGillivrays among others.</p>
<h2>Chiefs and clans today</h2>
<p>Clans still have chiefs, and their position is a matter of Scots heraldic law. A chief is recognised by the Lord Lyon King of Arms, who oversees Scotland’s coats of arms, and some clans have no recognised chief at all. Clan societies around the world keep the connections alive with gatherings, newsletters and return visits to ancestral lands, and a good society will happily tell you which names it counts as its own.</p>
<h2>Finding your place</h2>
<p>If you want to know where you belong, start with your own family rather than the surname. Old parish registers, census returns and statutory records, many of them searchable online through the official ScotlandsPeople service, will tell you where your people actually lived. Once you know the parish, the clan map usually becomes much clearer, and you may find you have a choice of tartans to wear with a clear conscience.</p>
<p>It is a question we hear often in the shop, and it is lovely to see someone find their name on a print or pick out a Campbell or MacLeod sett because their great-grandmother came from Argyll or Skye.</p>`,
    featured: false,
    publishedOn: '2025-04-09',
    keywords: ['clans', 'clan septs', 'surnames', 'family history', 'lord lyon', 'highland history'],
    productSlugs: ['tartans-of-the-highlands-print', 'campbell-tartan-wool-cushion', 'macleod-tartan-lambswool-scarf'],
    artwork: { motif: 'castle', scene: 'clan gathering on a castle lawn with banners and a family tree parchment', palette: 'campbell' },
  },
  {
    slug: 'the-highland-cow-a-shaggy-survivor-of-the-hills',
    title: 'The Highland Cow: A Shaggy Survivor of the Hills',
    excerpt:
      'Long horns, a ginger fringe and a coat built for sideways rain: the Highland cow is one of the oldest breeds in Britain. Here is how the hairy coo came to be, and why it thrives.',
    bodyHtml: `<h2>Built for the weather</h2>
<p>Few animals suit their home as well as the Highland cow suits the hills. Its secret is a double coat: a long, oily outer layer that sheds rain and snow, and a soft, downy undercoat that keeps in the warmth. That is why Highland cattle can winter outdoors on exposed ground that would leave most breeds shivering in a shed, and why they need far less extra feed to stay in good condition.</p>
<p>The famous fringe, known in Gaelic as a <em>dossan</em>, is more than a hairstyle. It keeps rain, wind and flies out of the animal’s eyes. The horns are impressive on both cows and bulls, curving out and up in the cows and sweeping more forwards and outwards in the bulls, and they come in handy for scratching an itch or reminding a neighbour who gets first go at the hay.</p>
<h2>An old breed of the glens</h2>
<p>Cattle were the wealth of the old Highlands. Rents were paid in them, dowries counted in them, and raids for them were a constant part of clan life. The cattle of the north-west were small, hardy animals, and two broad types were once recognised: the smaller Kyloe of the islands, often black, and a larger and frequently reddish beast on the mainland. Over time the two were bred together into the single breed we know today.</p>
<p>For centuries these cattle walked to market. Drovers gathered herds from across the Highlands and islands and drove them south along the drove roads to the great trysts, first at Crieff and later at Falkirk, where buyers from England came to purchase them. Cattle from Skye were even made to swim the narrow strait at Kylerhea to reach the mainland.</p>
<p>The breed was formally recognised with the founding of the Highland Cattle Society in 1884, and its first herd book, published the following year, makes the Highland one of the oldest registered breeds of cattle anywhere.</p>
<h2>A fold, not a herd</h2>
<p>A group of Highland cattle is traditionally called a <strong>fold</strong> rather than a herd. The name comes from the stone shelters, or folds, where the cattle were kept at night in winter. Although ginger is the colour everyone pictures, Highlands also come in black, yellow, dun, white and brindle, and in the past black animals were probably far more common than they are now.</p>
<p>The breed is slow to mature and makes lean, well-flavoured beef, but these days it is just as valued for its grazing. Highland cattle will happily eat the coarse grasses, rushes and scrub that other livestock leave behind, and conservation charities use them to keep heathland, wetland and woodland edges open and rich in wildflowers.</p>
<h2>Meeting a coo politely</h2>
<p>Highland cattle have a reputation for being calm and good-natured, and most are. They are still large animals with very long horns, though, and a cow with a young calf will defend it. If your walk crosses a field of cattle, keep your distance, do not walk between a cow and her calf, keep dogs on a short lead and let go of the lead if cattle come towards you. Admire them from the fence for the best photographs anyway.</p>
<p>We have a soft spot for the breed, as anyone who has seen our shelves will know. Our <em>Highland Cow in the Heather</em> print catches that patient, slightly quizzical look, and the same ginger face turns up on a T-shirt, an oak board and an apron for little bakers.</p>`,
    featured: false,
    publishedOn: '2025-05-07',
    keywords: ['highland cow', 'highland cattle', 'hairy coo', 'drove roads', 'farming', 'wildlife'],
    productSlugs: ['highland-cow-in-the-heather-print', 'hairy-coo-t-shirt', 'highland-cow-oak-chopping-board', 'highland-cow-kitchen-apron'],
    artwork: { motif: 'highland-cow', scene: 'ginger highland cow with long horns standing in purple heather', palette: 'heather-moor' },
  },
  {
    slug: 'stones-that-watch-the-sky-callanish-and-clava',
    title: 'Stones That Watch the Sky: Callanish and the Clava Cairns',
    excerpt:
      'On a ridge in Lewis and in a quiet field near Inverness, prehistoric people set stones to frame the moon and the midwinter sun. A visit to Callanish and the Clava Cairns.',
    bodyHtml: `<h2>A cross of stone above Loch Roag</h2>
<p>Come over the last rise on the road to Callanish, on the west side of the Isle of Lewis, and the stones appear on their ridge like a crowd that has stopped to watch something out at sea. The main site, known in Gaelic as Calanais, was raised around five thousand years ago, which makes it older than the great sarsen circle at Stonehenge.</p>
<p>Its plan is unlike any other. A ring of thirteen tall slabs of Lewisian gneiss surrounds a central monolith nearly five metres high. From the circle a double avenue of stones runs north, and single rows reach out to the east, south and west, so that from the air the whole monument forms a rough Celtic cross. Some time after the circle was built, a small chambered tomb was tucked in between the central stone and the eastern side of the ring.</p>
<p>The gneiss itself is part of the story. It is among the oldest rock in Europe, some of it around three billion years old, and its grey, pink and white bands catch the changing light beautifully.</p>
<h2>The moon over the hills</h2>
<p>Nobody knows exactly why Callanish was built, but many people have been struck by how it relates to the sky. Every 18.6 years the moon reaches what astronomers call a major standstill, when it rises and sets at the extremes of its range. Seen from Callanish at that time, the moon stays very low in the south, appears to skim along the hills known as the Sleeping Beauty, and then seems to reappear among the stones themselves.</p>
<p>Whether the builders planned this, or whether we are reading our own ideas into the stones, is still debated. What is certain is that farming communities who watched the seasons closely chose this ridge, with its wide views of sky and water, and went to enormous effort to shape it. When peat that had built up around the stones over the centuries was cleared away in the 1850s, their full height was revealed once more.</p>
<h2>Clava and the midwinter sun</h2>
<p>Near Inverness, a few minutes from the Culloden battlefield, a very different monument sits among beech trees in the valley of the River Nairn. The Clava Cairns, properly Balnuaran of Clava, are three large cairns in a line, each ringed by standing stones. They were built around four thousand years ago, in the early Bronze Age.</p>
<p>The two outer cairns are passage graves, with a narrow passage leading into a central chamber that would once have been roofed. Both passages point to the south-west, towards the setting sun at the midwinter solstice, and the kerbstones around each cairn are graded in height, with the largest stones on that south-western side. The middle cairn is a ring cairn with no passage at all, its central space enclosed and open to the sky. Look closely at some of the stones and you will find cup marks, small round hollows pecked into the rock whose meaning we can only guess at.</p>
<h2>Stories told later</h2>
<p>Later people had their own explanations. One Lewis tradition says the Callanish stones were giants who refused to be christened and were turned to stone, which is why they are sometimes called <em>Fir Bhrèige</em>, the false men. At Clava, the cairns have been given a whole new audience by novels and television, and visitors now come from all over the world.</p>
<p>Both sites are looked after by Historic Environment Scotland and are open to walk around freely. Go early or late in the day, touch gently, and do not take pebbles as souvenirs. Our Callanish canvas and limited edition T-shirt were drawn from evening visits, when the stones throw long shadows towards the loch.</p>`,
    featured: true,
    publishedOn: '2025-06-18',
    modifiedOn: '2025-06-30',
    keywords: ['standing stones', 'callanish', 'clava cairns', 'neolithic', 'bronze age', 'isle of lewis', 'prehistory'],
    productSlugs: ['callanish-standing-stones-canvas', 'callanish-stones-limited-edition-t-shirt', 'standing-stones-end-grain-chopping-board'],
    artwork: { motif: 'standing-stones', scene: 'ring of tall standing stones on a ridge under a low moon above a sea loch', palette: 'highland-sunset' },
  },
  {
    slug: 'crofting-a-way-of-life-on-a-small-piece-of-land',
    title: 'Crofting: A Way of Life on a Small Piece of Land',
    excerpt:
      'A croft is a small piece of land, a share of the hill and a way of life all at once. How crofting began, how crofters won their rights, and what a crofting year looks like.',
    bodyHtml: `<h2>What is a croft?</h2>
<p>Drive through almost any township in the Hebrides or the far north-west and you will see the pattern: long, narrow strips of land running down from the road towards the shore, each with its house, a few fields, perhaps a polytunnel and a shed full of fence posts. Each strip is a croft. It is a small agricultural holding, usually just a few hectares of in-bye land, and it almost always comes with a share in the township’s common grazing on the hill.</p>
<p>Crofting is defined by law as much as by landscape. Most crofters are tenants with strong legal protections, though many have now bought their crofts, and the system is overseen by the Crofting Commission. There are around twenty thousand crofts, most of them in the old crofting counties of the Highlands and Islands, from Shetland to Argyll.</p>
<h2>How crofting began</h2>
<p>Before crofts, many Highland farms were worked by groups of families under a system known as runrig, with strips of arable land shared out and reallocated, and cattle taken up to summer shielings on the hills. In the late eighteenth and early nineteenth centuries, as landlords cleared the inland glens for large sheep farms, many families were moved to the coast and given small individual lots.</p>
<p>Those lots were often deliberately too small to live on. On the west coast and in the islands, crofters were expected to earn the rent by gathering and burning seaweed for the kelp industry, by fishing or by seasonal work elsewhere. When the kelp trade collapsed and the potato crops failed in the 1840s, crofting families faced real hardship and many were forced to emigrate.</p>
<h2>The land war and the 1886 Act</h2>
<p>In the 1880s crofters began to push back. Rent strikes and land occupations spread, and in 1882 crofters at the Braes on Skye confronted police sent from Glasgow in what became known as the Battle of the Braes. The government responded by setting up the Napier Commission, which travelled the Highlands hearing evidence from crofters in their own words, often in Gaelic.</p>
<p>The result was the <strong>Crofters Holdings (Scotland) Act 1886</strong>. It gave crofters security of tenure, fair rents set by an independent commission and the right to compensation for improvements, so a family could no longer be evicted at a landlord’s whim. Later laws added the right to buy, and in recent decades whole communities have bought their land, from the crofters of Assynt in 1993 to the islanders of Eigg a few years later.</p>
<h2>The crofting year</h2>
<p>A crofting year follows the seasons and the sheep. Spring brings lambing and planting; early summer is the time to cut peats on the moor, stacking them to dry in the wind. Summer means shearing at the township fank, with neighbours working side by side, and making hay or silage when the weather allows. Autumn brings the sheep sales, and winter is for mending fences, feeding stock and repairing gear.</p>
<p>Very few crofts provide a full living, and they never really did. Most crofters also work as teachers, fishermen, builders, nurses or weavers, and the croft is as much about keeping a family rooted in a place as making a profit.</p>
<h2>Crofting today</h2>
<p>Crofting has shaped some of the most beautiful landscapes in Scotland, including the flower-rich machair of the Uists, and it keeps people living in places that might otherwise empty. It still faces challenges, from house prices to an ageing population, but new entrants are taking on crofts, planting trees and trying new crops. If you are gardening at home this summer, our canvas gardening apron is made for the same kind of muddy, practical work.</p>`,
    featured: false,
    publishedOn: '2025-07-16',
    keywords: ['crofting', 'crofters', 'land reform', 'highlands and islands', 'township', 'rural life'],
    productSlugs: ['stag-canvas-gardening-apron', 'heather-tweed-workshop-apron'],
    artwork: { motif: 'loch', scene: 'whitewashed croft house above strip fields running down to a sea loch', palette: 'loch-blue' },
  },
  {
    slug: 'ceilidhs-and-highland-games-scotland-at-play',
    title: 'Ceilidhs and Highland Games: Scotland at Play',
    excerpt:
      'From a fireside visit to a packed village hall, and from a royal hill race to the tossing of the caber: a friendly guide to ceilidhs and Highland games, and how to join in.',
    bodyHtml: `<h2>A visit that became a dance</h2>
<p>The Gaelic word <em>cèilidh</em> originally meant a visit. On long winter evenings, neighbours would gather in one house around the fire to share news, tell stories, sing songs and recite poems, and the best storytellers and singers were welcome in every home. There might be a fiddle or a set of pipes, and there might be dancing if the floor allowed, but the heart of it was company.</p>
<p>Today most people use the word for an evening of Scottish country dancing, usually with a live band of fiddle, accordion, keyboard and drums. The great thing about a ceilidh is that nobody needs to know the steps. A caller walks everyone through each dance before the music starts, and half the fun is in the glorious muddle of the first time through.</p>
<h2>Dances everyone learns</h2>
<p>A handful of dances turn up at almost every ceilidh, from weddings to school discos:</p>
<ul>
<li><strong>The Gay Gordons</strong>, a gentle couples’ dance of marching forwards and back, often used to get everyone on the floor.</li>
<li><strong>Strip the Willow</strong>, in which each couple spins its way down a long line, turning with every dancer in turn. It is fast, dizzying and best attempted before the second dram.</li>
<li><strong>The Dashing White Sergeant</strong>, danced in groups of three that face each other around the room and then pass on to meet the next trio.</li>
<li><strong>The Eightsome Reel</strong>, a longer set dance for eight, with everyone taking a turn in the middle.</li>
</ul>
<h2>The Highland games</h2>
<p>Highland games are held across Scotland through the summer, from tiny village gatherings to huge events that draw tens of thousands. Tradition traces them back to the eleventh century, when King Malcolm III is said to have held a race up the hill of Craig Choinnich at Braemar to find the fastest messenger in his kingdom. Whether or not that story is true, games in their modern form grew up in the nineteenth century with the enthusiasm of Highland societies and landowners.</p>
<p>The most famous is the Braemar Gathering, held on the first Saturday of September. Queen Victoria first attended in 1848, and members of the royal family still come down from nearby Balmoral to watch. The Cowal Gathering in Dunoon, at the end of August, is one of the biggest, with a vast Highland dancing competition and pipe bands filling the town.</p>
<h2>Heavy events, pipes and dancing</h2>
<p>The heavy events are the part most visitors remember. In <strong>tossing the caber</strong>, an athlete lifts a long wooden pole, runs with it and flips it so that it turns end over end. The aim is not distance but straightness: a perfect toss lands and falls directly away from the thrower, at twelve o’clock. There is also throwing the hammer, putting the stone and throwing a weight over a high bar, all done in kilts.</p>
<p>Around the field you will hear solo pipers competing, pipe bands marching and the bells of the tea tent, and on a platform young dancers perform the Highland Fling and the Sword Dance, stepping neatly between two crossed blades. There are usually hill races, a tug-of-war and plenty of stalls.</p>
<h2>How to join in</h2>
<p>Bring a waterproof and a folding chair to a games, buy a programme, and cheer for the underdog in the tug-of-war. At a ceilidh, wear something you can spin in, listen to the caller and do not worry about mistakes: everyone makes them. Our Royal Stewart stag T-shirt has seen a few Strip the Willows, and it is just as happy at the side of a games field.</p>`,
    featured: false,
    publishedOn: '2025-08-20',
    keywords: ['ceilidh', 'highland games', 'scottish dancing', 'braemar gathering', 'caber toss', 'bagpipes'],
    productSlugs: ['royal-stewart-tartan-stag-t-shirt', 'black-watch-tartan-flannel-shirt'],
    artwork: { motif: 'landscape', scene: 'highland games field with a caber toss, pipe band and hills behind', palette: 'black-watch' },
  },
  {
    slug: 'gaidhlig-a-language-in-the-landscape',
    title: 'Gàidhlig: Scottish Gaelic, a Language in the Landscape',
    excerpt:
      'Scottish Gaelic is written all over the map, from Ben and Glen to Inver and Kyle. Where the language came from, why it retreated, and how it is finding new speakers today.',
    bodyHtml: `<h2>Where Gaelic came from</h2>
<p>Scottish Gaelic, <em>Gàidhlig</em> in the language itself, is a Celtic language, a close cousin of Irish and Manx. It came across the narrow sea from Ireland with the Gaels of Dál Riata, whose kingdom took in Argyll and the nearby islands in the early medieval period. Over the following centuries it spread east and south with the growing kingdom of Alba, and by around the eleventh century it was spoken across most of mainland Scotland, in royal courts as well as in farm kitchens.</p>
<p>In English it is usually pronounced <em>GAL-ik</em>, which helps to tell it apart from Irish, often called <em>GAY-lik</em>. Gaelic speakers simply call their language Gàidhlig and their homeland the Gàidhealtachd.</p>
<h2>Hidden in the map</h2>
<p>Even if you have never heard a word of Gaelic spoken, you have almost certainly read it. Much of Scotland’s map is Gaelic, sometimes worn smooth by centuries of English spelling:</p>
<ul>
<li><strong>Ben</strong> from <em>beinn</em>, a mountain, as in Ben Nevis</li>
<li><strong>Glen</strong> from <em>gleann</em>, a valley</li>
<li><strong>Strath</strong> from <em>srath</em>, a broad river valley</li>
<li><strong>Inver</strong> from <em>inbhir</em>, a river mouth, as in Inverness</li>
<li><strong>Kyle</strong> from <em>caol</em>, a narrow strait, as in Kyle of Lochalsh</li>
<li><strong>Bal</strong> from <em>baile</em>, a farm or township, as in Balmoral</li>
<li><strong>Dun</strong> from <em>dùn</em>, a fort, as in Dunvegan</li>
</ul>
<p>English has borrowed from Gaelic too. Slogan comes from <em>sluagh-ghairm</em>, the battle cry of a host; galore from <em>gu leòr</em>, meaning plenty; and whisky, of course, from <em>uisge beatha</em>.</p>
<h2>Centuries of retreat</h2>
<p>The decline began early. From the later Middle Ages the Scots language, a close relative of English, became the speech of the court and the towns, and Gaelic was increasingly seen by lowland authorities as the tongue of a rebellious north. The Statutes of Iona in 1609 required Highland chiefs to send their heirs to be educated in the Lowlands, and a few years later an act of the Privy Council called for English to be planted in every parish and Gaelic to be removed.</p>
<p>Worse was to come. The Clearances and emigration scattered Gaelic-speaking communities, taking the language to Cape Breton and beyond. The Education (Scotland) Act of 1872 brought schooling for all, but in English, and many children were punished for speaking the only language they had at home. By the twentieth century Gaelic was strongest in the Western Isles and parts of Skye and the west coast, and still shrinking there.</p>
<h2>A language finding new voices</h2>
<p>Yet Gaelic has never given up. The Royal National Mòd, a festival of Gaelic song, poetry and music, has been held almost every year since 1892. Gaelic-medium primary education began in 1985 in Glasgow and Inverness, and thousands of children now learn through the language. The Gaelic Language (Scotland) Act 2005 gave it official status, BBC Alba has broadcast in Gaelic since 2008, and bilingual road signs now greet drivers across much of the north.</p>
<p>The 2011 census found just over fifty-seven thousand people who could speak Gaelic, around one in a hundred of the population. Since then online courses have brought in a wave of learners from all over the world, and the most recent census recorded many more people with at least some knowledge of the language.</p>
<h2>A few words to try</h2>
<p>Start with <em>halò</em> (hello), <em>tapadh leat</em> (thank you) and <em>slàinte mhath</em> (good health), and you will be surprised how warmly they are received. If you are learning, a notebook of your own helps; our Celtic knot leather notebook has plenty of room for new words and the odd place name.</p>`,
    featured: false,
    publishedOn: '2025-10-08',
    keywords: ['gaelic', 'gàidhlig', 'scottish gaelic', 'place names', 'language', 'mòd'],
    productSlugs: ['celtic-knot-leather-notebook'],
    artwork: { motif: 'loch', scene: 'bilingual gaelic road sign beside a single-track road and a township by the sea', palette: 'heather-moor' },
  },
  {
    slug: 'from-barley-to-dram-scotch-whisky-and-its-regions',
    title: 'From Barley to Dram: Scotch Whisky and Its Regions',
    excerpt:
      'Malted barley, water, yeast and time in oak: a plain guide to how Scotch whisky is made, and what the Highland, Speyside, Lowland, Islay and Campbeltown regions mean.',
    bodyHtml: `<h2>The water of life</h2>
<p>Whisky takes its name from the Gaelic <em>uisge beatha</em>, the water of life. The oldest written record of distilling in Scotland is an entry in the Exchequer Rolls for 1494, which notes eight bolls of malt given to Friar John Cor to make aqua vitae. For the next three centuries distilling was as much a farm skill as brewing or baking, and when heavy duties arrived, much of it went up into the hills. Illicit stills hidden in the glens supplied a great deal of the country’s whisky until the Excise Act of 1823 made a licence affordable. George Smith of Glenlivet was among the first to take one, and many of today’s distilleries date from the decades that followed.</p>
<h2>Malt, mash and wash</h2>
<p>A Scotch malt whisky begins with barley. The grain is soaked and allowed to germinate, which turns its starches into something the brewer can use, and is then dried in a kiln to stop it growing. If the kiln is fired with peat, the smoke clings to the grain and carries through into the finished spirit as that unmistakable smoky, medicinal note.</p>
<p>The dried malt is ground and mixed with hot water in a mash tun, producing a sugary liquid called wort. Yeast is added in large vessels known as washbacks, and after a few days of fermentation the result is a rough, beery liquid called wash, at roughly the strength of a strong ale.</p>
<h2>Copper and cask</h2>
<p>Malt whisky is distilled in copper pot stills, usually twice. The first, the wash still, lifts the alcohol out of the wash; the second, the spirit still, refines it. The stillman keeps only the heart of the run, setting aside the first and last portions, the foreshots and feints, to be distilled again. The shape and size of the stills have a real effect on the character of the spirit, which is why distilleries replacing worn-out stills often copy the old ones as closely as they can.</p>
<p>New spirit is clear and fiery. To be called Scotch whisky it must mature in oak casks in Scotland for at least three years, and most malts stay far longer. Many casks have previously held bourbon or sherry, and the wood gives the whisky much of its colour and flavour. A little evaporates every year through the staves, a loss distillers fondly call the angels’ share.</p>
<h2>Five regions, and the islands</h2>
<p>The law recognises five protected whisky regions. <strong>Speyside</strong>, around the River Spey, holds more distilleries than anywhere else and is known for elegant, often fruity malts. The wider <strong>Highland</strong> region covers a huge area and an equally wide range of styles. The <strong>Lowlands</strong> have traditionally produced lighter, softer whiskies, and some distillers there still distil three times rather than twice. <strong>Islay</strong> is famous for the heavily peated malts of its southern shore, though not every Islay whisky is smoky. <strong>Campbeltown</strong>, at the foot of Kintyre, once had dozens of distilleries and now has only a handful, but it remains a region of its own.</p>
<p>Whisky lovers often talk of the islands, from Orkney to Skye and Arran, as a sixth region, although officially they fall within the Highlands. In truth, regions are a starting point rather than a rule: two distilleries a mile apart can taste very different.</p>
<h2>Enjoying a dram</h2>
<p>There is no wrong way to drink whisky you have paid for, but a few drops of water will often open up the aroma of a strong malt. Nose it gently, sip it slowly, and try two from different regions side by side. Our slate coasters were made with exactly that kind of evening in mind.</p>`,
    featured: true,
    publishedOn: '2025-11-12',
    modifiedOn: '2026-02-03',
    keywords: ['whisky', 'scotch whisky', 'distilling', 'whisky regions', 'speyside', 'islay', 'single malt'],
    productSlugs: ['stag-engraved-slate-coasters', 'heather-and-peat-soy-candle'],
    artwork: { motif: 'loch', scene: 'copper pot stills and oak casks in a stone distillery warehouse', palette: 'autumn-bracken' },
  },
  {
    slug: 'how-the-thistle-became-scotlands-emblem',
    title: 'Wha Daur Meddle Wi’ Me? How the Thistle Became Scotland’s Emblem',
    excerpt:
      'A barefoot Norseman, a king’s silver coins and an ancient order of knights: the story of how a prickly wild flower became the national emblem of Scotland.',
    bodyHtml: `<h2>A prickly legend</h2>
<p>Every Scottish child hears the story sooner or later. One dark night, an army of Norse raiders crept towards a sleeping Scottish camp, taking off their boots to move more quietly. One of them trod barefoot on a thistle, yelled in pain and woke the Scots, who leapt up and drove the invaders away. The tale is often linked with the Battle of Largs in 1263, when the army of King Haakon of Norway was turned back on the Ayrshire coast.</p>
<p>It is a wonderful story, and almost certainly a later invention. It does not appear in any early account of the battle, and it has the neat, moral shape of a legend told to explain something already familiar. But it captures the spirit of the emblem perfectly: a humble plant that looks harmless and is not.</p>
<h2>The thistle in royal hands</h2>
<p>The thistle’s official career began in the fifteenth century. Silver coins issued under James III in the 1470s carried a thistle, the first time it was used as a royal symbol, and from then on it appeared on coins, seals and royal buildings. By the reign of James V a collar of thistles surrounded the royal arms, and when James VI took the English throne in 1603 the thistle joined the rose on the badges of the new united monarchy.</p>
<p>In 1687 James VII established the <strong>Most Ancient and Most Noble Order of the Thistle</strong>, Scotland’s highest order of chivalry. Its knights are appointed by the monarch, and their chapel, the Thistle Chapel in St Giles’ Cathedral in Edinburgh, was completed in 1911. It is a jewel box of carved oak, and if you visit, look for the little angel playing the bagpipes among the carvings.</p>
<h2>No one provokes me with impunity</h2>
<p>The order’s Latin motto, <em>Nemo me impune lacessit</em>, means no one provokes me with impunity. Scots have their own, much earthier version, <em>Wha daur meddle wi’ me?</em>, and the motto has been carried on the badges of Scottish regiments and was once stamped around the edge of pound coins bearing Scottish designs. Few mottoes have ever matched their emblem quite so well.</p>
<h2>Which thistle is it?</h2>
<p>Oddly, nobody can say for certain which species is the true Scottish thistle. The cotton thistle, tall, silvery and handsome, is the one most often called the Scotch thistle and is a favourite of heraldic artists, but it is probably not a native plant. The spear thistle is common everywhere and has a strong claim, and the melancholy thistle, with its soft, nodding purple head, and the musk thistle both have their supporters. The emblem is best thought of as all of them at once.</p>
<p>Whatever the species, thistles are wonderful for wildlife. Bumblebees and butterflies crowd the flowers in summer, and in autumn goldfinches pick at the seed heads; the goldfinch’s scientific name, Carduelis, even comes from the Latin word for thistle. Leave a few standing at the end of a garden and you will be rewarded.</p>
<h2>A thistle for every day</h2>
<p>Today the thistle is everywhere, from the badge of the national rugby team to tins of shortbread, and it sits happily on the kitchen shelf too. Our hand-thrown stoneware mug carries a small stamped thistle by the handle, and our enamel keyring comes on a card that tells a short version of this story.</p>`,
    featured: false,
    publishedOn: '2025-11-26',
    keywords: ['thistle', 'national emblem', 'order of the thistle', 'scottish symbols', 'battle of largs', 'wildflowers'],
    productSlugs: ['thistle-stoneware-mug', 'thistle-enamel-keyring', 'thistle-engraved-oak-chopping-board'],
    artwork: { motif: 'thistle', scene: 'purple thistle heads against a hazy hillside with a goldfinch on a seed head', palette: 'heather-moor' },
  },
  {
    slug: 'the-highland-clearances-empty-glens-and-a-scattered-people',
    title: 'The Highland Clearances: Empty Glens and a Scattered People',
    excerpt:
      'The quiet of many Highland glens is not natural: it is the silence left by the Clearances, when thousands of families were moved off the land. What happened, and how it is remembered.',
    bodyHtml: `<h2>Reading the empty glens</h2>
<p>Walk up almost any long glen in Sutherland, Ross-shire or the islands and you will start to notice them: low, grassed-over rectangles of stone that were once houses, the ridges of old cultivation strips on the hillside, a tumbled wall around what was a kailyard. These are the remains of townships that were home to generations of families. Many were emptied in the period known as the Highland Clearances, which stretched from the second half of the eighteenth century well into the nineteenth.</p>
<h2>Why it happened</h2>
<p>After the defeat of the Jacobites at Culloden in 1746, the old relationship between Highland chiefs and their people changed. A chief had once measured his strength in the number of fighting men he could call upon. Increasingly, chiefs became landlords like any other, often living in Edinburgh or London, burdened with debt and looking for a better return from their estates.</p>
<p>Large-scale sheep farming offered that return. Hardy breeds such as the Cheviot and the Blackface could graze the hills profitably, but the new sheep farms needed the glens and the summer pastures, and they needed them empty. Tenants who had farmed the land for generations, often without written leases, were given notice to leave. In Ross-shire, 1792 was remembered as <em>Bliadhna nan Caorach</em>, the Year of the Sheep.</p>
<h2>Sutherland and Strathnaver</h2>
<p>The most notorious clearances took place on the vast Sutherland estates between about 1807 and 1821, under the Countess of Sutherland and her husband, later the first Duke. Thousands of people were moved from the inland straths to new coastal settlements, where they were expected to take up fishing or work the land on small crofts. The estate presented it as improvement; many of those who lived through it remembered burning roof timbers and the old and sick carried out of their homes.</p>
<p>In 1814, during evictions in Strathnaver, an elderly woman died after being removed from her house, and the estate factor Patrick Sellar was tried for culpable homicide at Inverness in 1816. He was acquitted, but his name has never lost its weight in the Highlands.</p>
<h2>Famine and emigration</h2>
<p>A second wave followed the potato famine of the 1840s, when blight destroyed the crop on which many crofting families depended. Some landlords paid for passages overseas; others simply evicted. Highland emigrants and their descendants settled in Nova Scotia and Cape Breton, Ontario and the Red River valley, the Carolinas, Australia and New Zealand, carrying Gaelic, music and the names of their home glens with them.</p>
<p>The poet Sorley MacLean wrote of one cleared township, Hallaig on the island of Raasay, imagining its vanished people still walking among the birch trees. His poem <em>Hallaig</em> is one of the great works of twentieth-century Gaelic literature, and the best introduction to the feeling of these places.</p>
<h2>How the Clearances are remembered</h2>
<p>For a long time the Clearances were a subject people spoke of at home rather than in school. That has changed. At Helmsdale in Sutherland the Emigrants statue, unveiled in 2007, shows a family looking out to sea and back towards the hills, and a twin of the statue stands in Winnipeg, where many Sutherland families settled. Strathnaver Museum in Bettyhill, housed in a former church, tells the story of the strath and the families who left it.</p>
<p>The resistance of crofters later in the century led directly to the Crofters Act of 1886, and today community land ownership across the Highlands and islands is, in part, an answer to this history. If you walk past those grassy foundations on a hill path, it is worth stopping for a moment to think about who lived there.</p>`,
    featured: false,
    publishedOn: '2026-02-25',
    keywords: ['highland clearances', 'sutherland', 'strathnaver', 'emigration', 'highland history', 'crofters'],
    productSlugs: ['heather-moor-wool-scarf'],
    artwork: { motif: 'loch', scene: 'grassy ruins of a cleared township in a wide empty glen with a river', palette: 'winter-snow' },
  },
  {
    slug: 'sir-hugh-munro-and-the-282',
    title: 'Sir Hugh Munro and the 282: A Short History of Munro Bagging',
    excerpt:
      'In 1891 a Victorian gentleman published a list of Scotland’s mountains over 3,000 feet, and walkers have been ticking them off ever since. The story of the Munros and their baggers.',
    bodyHtml: `<h2>The man and his tables</h2>
<p>Before 1891, nobody knew how many Scottish mountains rose above 3,000 feet. Most people guessed at a few dozen. Sir Hugh Munro, a founding member of the Scottish Mountaineering Club, set out to find the real answer, poring over Ordnance Survey maps and walking the hills himself to check. When his <em>Tables</em> appeared in the club’s journal that year, they listed 283 separate mountains and several hundred subsidiary tops. The number astonished everyone, and the hills that qualified have been known as Munros ever since.</p>
<p>Munro never explained exactly how he decided what counted as a separate mountain rather than a mere top, and that gap has kept hillwalkers arguing happily for more than a century. He kept revising the list until his death in 1919, without ever completing it himself. Famously, he never stood on the Inaccessible Pinnacle of Sgùrr Dearg on Skye, a blade of rock that needs a rock climb to reach its summit.</p>
<h2>A list that moves</h2>
<p>The Tables have been revised many times as surveying has improved and as the Scottish Mountaineering Club has reconsidered Munro’s judgements. Hills have been added and removed, and a few have been measured and found to be a little too low, or a little higher than anyone thought. The most recent change came in 2012, when a resurvey showed that Beinn a’ Chlaidheimh in the Fisherfield Forest fell just short of 3,000 feet, leaving the list at 282 Munros.</p>
<p>There are lists for every taste now. The Corbetts are the hills between 2,500 and 3,000 feet with a clear drop of at least 500 feet all round; the Grahams are their smaller cousins between 2,000 and 2,500 feet; and the Donalds cover the hills of the Lowlands over 2,000 feet.</p>
<h2>Compleation</h2>
<p>Climbing all the Munros is known, with deliberate spelling, as <strong>compleation</strong>. The first person traditionally credited with it is the Reverend A. E. Robertson, who finished in 1901, although later researchers have questioned whether he really reached every summit. Since then thousands of people have followed, their names kept on a register by the Scottish Mountaineering Club. Some take a lifetime, some do it in a single summer, and a few have gone round several times.</p>
<p>Most compleaters will tell you that the ticking is not really the point. The list takes you to corners of Scotland you would never otherwise see: remote glens in Knoydart and Fisherfield, the great plateau of the Cairngorms, the jagged Cuillin ridge. It also takes you out in all weathers, which teaches respect for the hills very quickly.</p>
<h2>Before you start</h2>
<p>Scottish mountains are not high by world standards, but they are serious. The weather can change fast, conditions on the summits can be wintry in any month, and many hills have no path at all near the top. Learn to navigate with a map and compass, check a mountain forecast before you go, carry warm layers, waterproofs, food and a torch, and tell someone where you are going. In winter, an ice axe and crampons, and the skills to use them, are essential.</p>
<p>If you are starting out, Ben Nevis is a popular first Munro, though it is a long, hard day. Our Munro map notebook has a tick list at the back and plenty of space for the weather, the views and who came along.</p>`,
    featured: false,
    publishedOn: '2026-04-22',
    keywords: ['munros', 'munro bagging', 'hillwalking', 'mountains', 'sir hugh munro', 'ben nevis'],
    productSlugs: ['munro-map-notebook', 'munro-bagger-t-shirt', 'ben-nevis-summit-t-shirt'],
    artwork: { motif: 'standing-stones', scene: 'hillwalker beside a summit cairn above a sea of cloud and distant ridges', palette: 'loch-blue' },
  },
  {
    slug: 'the-lighthouse-stevensons-lights-around-scotlands-coast',
    title: 'The Lighthouse Stevensons: Lights Around Scotland’s Coast',
    excerpt:
      'One family of engineers built most of Scotland’s great lighthouses, on rocks that the sea covers twice a day. The story of the Stevensons and the keepers who kept the lights burning.',
    bodyHtml: `<h2>A dangerous coast</h2>
<p>Scotland has thousands of miles of coastline, thousands of islands and some of the roughest seas in Europe. Until the late eighteenth century there were almost no lights to guide ships around it. After a series of terrible wrecks, an Act of Parliament in 1786 set up the Commissioners of the Northern Lighthouses, known today as the Northern Lighthouse Board, to build and run lights around Scotland and the Isle of Man.</p>
<p>Their first four lights were on the Mull of Kintyre, at Kinnaird Head near Fraserburgh, on North Ronaldsay in Orkney and at Eilean Glas on Scalpay in Harris. The first engineer was Thomas Smith, a lamp maker, and it was his stepson, Robert Stevenson, who turned lighthouse building into a family business that lasted for well over a century.</p>
<h2>The Bell Rock</h2>
<p>Robert Stevenson’s great achievement was the Bell Rock Lighthouse, on a reef about eleven miles off Arbroath that lies under water for most of each tide. Work could only be done for a few hours at low water, in calm weather, and the men lived on a floating light vessel and later in a barrack on stilts fixed to the rock. Each granite and sandstone block was shaped on shore and dovetailed into its neighbours so the tower would hold together like one piece of stone.</p>
<p>The light was first lit in 1811. More than two hundred years later it is still working, and it is the oldest surviving lighthouse built on a rock that the sea covers, a true wonder of engineering.</p>
<h2>A family of engineers</h2>
<p>Three of Robert’s sons followed him. Alan Stevenson built Skerryvore, off Tiree, completed in 1844: a graceful tower nearly fifty metres tall, often called the most beautiful lighthouse in the world. David and Thomas Stevenson built dozens more, including Muckle Flugga at the very northern tip of Shetland, raised in a hurry during the Crimean War. The next generation carried on, and David Alan Stevenson was responsible for many later lights, among them Neist Point on the westernmost tip of Skye, first lit in 1909.</p>
<p>Thomas’s son was expected to join the business too. He studied engineering at Edinburgh and went out to the works, but his heart was elsewhere, and Robert Louis Stevenson became a writer instead. The sea and the islands run all through his books, from <em>Kidnapped</em> to <em>Treasure Island</em>.</p>
<h2>Keepers and automation</h2>
<p>For almost two centuries each light was tended by keepers, usually three at a rock station, working in shifts through the night to trim wicks, polish lenses and wind the clockwork that turned the light. It was lonely, disciplined work, and many keepers’ families lived in cottages on remote headlands. Gradually the lights were automated, and in 1998 the last keepers left Fair Isle South, ending the era of the manned Scottish lighthouse.</p>
<p>Many former keepers’ cottages are now museums, holiday lets or homes, and walking out to a lighthouse is one of the great pleasures of the Scottish coast. The path to Neist Point is one of our favourites, and it is the view on our numbered limited edition print.</p>`,
    featured: false,
    publishedOn: '2026-07-15',
    keywords: ['lighthouses', 'stevenson family', 'bell rock', 'northern lighthouse board', 'neist point', 'maritime history'],
    productSlugs: ['neist-point-lighthouse-limited-edition-print', 'neist-point-lighthouse-phone-case'],
    artwork: { motif: 'lighthouse', scene: 'white lighthouse on a cliff headland at dusk with the beam crossing a stormy sea', palette: 'loch-blue' },
  },
];
