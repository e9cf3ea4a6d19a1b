// Meals and eating patterns (record_type meal) and substance use (record_type substance_use).
UNWIND [
  {key: 'meal:meal', kind: 'meal', record_type: 'meal', name: 'Meal', unit: null, loinc: null, note: 'an ordinary meal; value = free text of what was eaten',
   en: ['meal', 'meals', 'ate', 'eaten', 'eating', 'food intake', 'home-cooked meal', 'homemade meal', 'main meal', 'had a meal', 'full meal', 'plate of food'], abbr_en: [],
   ko: ['식사', '끼니', '밥', '한 끼', '한끼', '집밥', '외식', '식사량'], lay_en: ['grabbed a bite', 'had a bite', 'chowed down', 'a bite to eat', 'grub'], typo_en: ['meel', 'mael', 'meals\'s'],
   lay_ko: ['밥 먹음', '밥 먹었어', '밥 먹었다', '식사함', '식사했어', '한 끼 먹음', '밥 먹고', '밥을 먹음', '밥을 먹었어', '밥을 먹고'], typo_ko: ['식싸', '밥먹음'], abbr_ko: [], brand_en: [], brand_ko: []},
  {key: 'meal:breakfast', kind: 'meal', record_type: 'meal', name: 'Breakfast', unit: null, loinc: null,
   en: ['breakfast', 'breakfasts', 'morning meal', 'brunch', 'early breakfast'], abbr_en: [],
   ko: ['아침 식사', '아침식사', '아침밥', '조식', '아침 밥', '브런치'], lay_en: ['brekkie', 'brekky', 'ate breakfast', 'had breakfast'], typo_en: ['breakfest', 'brekfast', 'breakfeast', 'breakfats', 'breakfirst'],
   lay_ko: ['아침 먹음', '아침 먹었어', '아침 먹고', '아침 챙겨 먹음'], typo_ko: ['아침밮', '아침식싸'], abbr_ko: [], brand_en: [], brand_ko: []},
  {key: 'meal:lunch', kind: 'meal', record_type: 'meal', name: 'Lunch', unit: null, loinc: null,
   en: ['lunch', 'lunches', 'lunchtime meal', 'midday meal', 'lunch break meal', 'packed lunch'], abbr_en: [],
   ko: ['점심', '점심 식사', '점심식사', '점심밥', '도시락', '점심 도시락'], lay_en: ['ate lunch', 'had lunch', 'grabbed lunch', 'lunch out'], typo_en: ['lunh', 'luch', 'lucnh', 'lunchh'],
   lay_ko: ['점심 먹음', '점심 먹었어', '점심 먹고', '점심 먹을 때'], typo_ko: ['점섬', '점심밮'], abbr_ko: [], brand_en: [], brand_ko: []},
  {key: 'meal:dinner', kind: 'meal', record_type: 'meal', name: 'Dinner', unit: null, loinc: null,
   en: ['dinner', 'dinners', 'supper', 'evening meal', 'dinner out', 'family dinner', 'dinner party', 'team dinner', 'work dinner'], abbr_en: [],
   ko: ['저녁 식사', '저녁식사', '저녁밥', '석식', '저녁 밥', '회식', '저녁 약속'], lay_en: ['ate dinner', 'had dinner', 'had supper'], typo_en: ['dinnr', 'dinnner', 'suppper'],
   lay_ko: ['저녁 먹음', '저녁 먹었어', '저녁 먹고', '저녁 먹을 때'], typo_ko: ['저녁식싸', '저녘 식사', '저녘밥'], abbr_ko: [], brand_en: [], brand_ko: []},
  {key: 'meal:snack', kind: 'meal', record_type: 'meal', name: 'Snack', unit: null, loinc: null,
   en: ['snack', 'snacks', 'snacking', 'snacked', 'afternoon snack', 'between-meal snack', 'munchies', 'nibbles'], abbr_en: [],
   ko: ['간식', '주전부리', '군것질', '과자', '오후 간식', '디저트'], lay_en: ['grazing', 'nibbling', 'munching', 'junk snacks', 'a handful of chips', 'bag of chips', 'chips'], typo_en: ['snak', 'snacs', 'snakcs', 'snackin'],
   lay_ko: ['간식 먹음', '간식 먹었어', '군것질함', '과자 먹음', '주전부리함'], typo_ko: ['간씩', '군것찔'], abbr_ko: [], brand_en: [], brand_ko: []},
  {key: 'meal:late_night_eating', kind: 'meal', record_type: 'meal', name: 'Late-night eating', unit: null, loinc: null, note: 'eating after 21:00 or described as late-night snacking',
   en: ['late-night eating', 'late night eating', 'late-night snack', 'late night snack', 'midnight snack', 'late dinner', 'late dinners', 'night eating', 'eating late at night', 'eating late', 'late meal', 'late-night meal', 'night-time snacking', 'nighttime snacking', 'late supper'], abbr_en: [],
   ko: ['야식', '밤참', '야참', '심야 식사', '늦은 저녁 식사', '늦은 식사', '야간 식사', '야식 습관', '자기 전 식사'], lay_en: ['ate late', 'ate late at night', 'snacking late at night', 'snacking late', 'snack late at night', 'late night snacking', 'late-night snacking', 'ate before bed', 'ate right before bed', 'eating before bed', 'raided the fridge', '2am snack', '3am snack', 'midnight munchies', 'fourth meal'], typo_en: ['late nite snack', 'latenight snack', 'midnite snack', 'late-nite eating', 'late night snak'],
   lay_ko: ['야식 먹음', '야식 먹었어', '야식으로', '밤에 먹음', '밤늦게 먹음', '밤늦게 먹었어', '자기 전에 먹음', '자기 전에 먹었어', '새벽에 먹음', '늦게 먹음', '먹고 잤어', '먹고 바로 잠'], typo_ko: ['야씩', '야식먹음', '밤챰'], abbr_ko: [], brand_en: [], brand_ko: []},
  {key: 'meal:skipped_meal', kind: 'meal', record_type: 'meal', name: 'Skipped meal', unit: null, loinc: null,
   en: ['skipped meal', 'skipped meals', 'skipped a meal', 'skipping meals', 'missed meal', 'missed a meal', 'skipped breakfast', 'skipped lunch', 'skipped dinner', 'skipping breakfast', 'skipping lunch', 'skipping dinner', 'no breakfast', 'no lunch', 'meal skipping'], abbr_en: [],
   ko: ['결식', '끼니 거름', '끼니를 거름', '식사 거름', '아침 거름', '점심 거름', '저녁 거름', '아침 굶음', '점심 굶음', '저녁 굶음', '굶음', '굶었어'], lay_en: ['forgot to eat', 'didn\'t eat', 'haven\'t eaten', 'didn\'t have breakfast', 'didn\'t have lunch', 'didn\'t have dinner', 'just coffee for breakfast', 'went without eating'], typo_en: ['skiped breakfast', 'skiped lunch', 'skiped a meal', 'skippped meal'],
   lay_ko: ['밥을 굶음', '밥 굶음', '아침 안 먹음', '아침 안 먹었어', '점심 안 먹음', '점심 안 먹었어', '저녁 안 먹음', '저녁 안 먹었어', '끼니 건너뜀', '밥을 안 먹음', '하루 종일 굶음'], typo_ko: ['끼니거름', '아침거름', '굶엇어'], abbr_ko: [], brand_en: [], brand_ko: []},
  {key: 'meal:fast_food', kind: 'meal', record_type: 'meal', name: 'Fast food', unit: null, loinc: null,
   en: ['fast food', 'fast-food', 'junk food', 'takeout', 'take-out', 'takeaway', 'drive-thru', 'drive-through', 'burger', 'burgers', 'hamburger', 'fries', 'french fries', 'fried chicken', 'hot dog', 'processed food', 'instant food'], abbr_en: [],
   ko: ['패스트푸드', '패스트 푸드', '정크푸드', '정크 푸드', '햄버거', '감자튀김', '프라이드치킨', '튀김', '인스턴트 음식', '인스턴트식품', '가공식품', '배달 음식', '배달음식', '편의점 음식'], lay_en: ['fast food run', 'greasy food', 'fried food', 'convenience store food', 'drive thru'], typo_en: ['fastfood', 'fast fod', 'junkfood', 'hamberger', 'burgar'],
   lay_ko: ['패스트푸드 먹음', '햄버거 먹음', '배달 시켜 먹음', '배달시킴', '튀긴 음식', '기름진 음식'], typo_ko: ['페스트푸드', '패스트프드', '햄버가', '햄버그'], abbr_ko: [], brand_en: ['McDonald\'s', 'McDonalds', 'Burger King', 'KFC', 'Wendy\'s', 'Taco Bell', 'Chick-fil-A', 'Five Guys', 'In-N-Out', 'Popeyes', 'Domino\'s', 'Pizza Hut', 'Jack in the Box'], brand_ko: ['맥도날드', '맥날', '버거킹', '롯데리아', '맘스터치', '케이에프씨', '도미노피자', '피자헛', '파파이스', '쉐이크쉑']},
  {key: 'meal:sugary_drink', kind: 'meal', record_type: 'meal', name: 'Sugary drink', unit: null, loinc: null,
   en: ['sugary drink', 'sugary drinks', 'soda', 'sodas', 'soft drink', 'soft drinks', 'fizzy drink', 'sweetened beverage', 'sugar-sweetened beverage', 'sweet tea', 'fruit juice', 'juice', 'lemonade', 'sports drink', 'bubble tea', 'boba', 'milk tea', 'frappuccino', 'milkshake', 'sweetened coffee drink'], abbr_en: [],
   ko: ['탄산음료', '탄산 음료', '청량음료', '가당 음료', '단 음료', '당 음료', '음료수', '주스', '과일 주스', '에이드', '버블티', '밀크티', '스포츠음료', '이온음료', '프라푸치노', '밀크쉐이크', '달달한 음료'], lay_en: ['a can of coke', 'can of soda', 'sugary soda', 'sweet drinks', 'fizzy pop'], typo_en: ['sugery drink', 'sugarry drink', 'soda pop\'s', 'lemonaid', 'frapuccino'],
   lay_ko: ['콜라 마심', '사이다 마심', '탄산 마심', '단 거 마심', '음료수 마심', '달달한 거 마심'], typo_ko: ['탄산음로', '탄싼음료', '쥬스'], abbr_ko: [], brand_en: ['Coke', 'Coca-Cola', 'Pepsi', 'Sprite', 'Mountain Dew', 'Dr Pepper', 'Fanta', 'Gatorade', 'Powerade', 'Snapple'], brand_ko: ['콜라', '코카콜라', '펩시', '사이다', '칠성사이다', '스프라이트', '환타', '포카리스웨트', '포카리', '게토레이', '파워에이드', '밀키스', '데미소다', '웰치스']},
  {key: 'meal:high_salt', kind: 'meal', record_type: 'meal', name: 'High-salt food', unit: null, loinc: null,
   en: ['high-salt food', 'high salt food', 'salty food', 'salty foods', 'salty meal', 'high-sodium food', 'high sodium diet', 'too much salt', 'lots of salt', 'salty snacks', 'salty diet', 'processed meat', 'cured meat', 'pickled food'], abbr_en: [],
   ko: ['짠 음식', '짠음식', '짜게 먹음', '짜게 먹기', '고염식', '고나트륨', '고나트륨 음식', '나트륨 과다', '염분 과다', '짠 반찬', '젓갈', '장아찌', '국물 음식', '찌개 국물', '라면 국물', '가공육', '염장 식품'], lay_en: ['ate really salty', 'over-salted food', 'super salty', 'salted food'], typo_en: ['salty fodd', 'saltey food', 'high sodum food', 'to much salt'],
   lay_ko: ['짜게 먹었어', '국물까지 다 먹음', '국물 다 마심', '짠 거 먹음', '짠 거 많이 먹음', '간을 세게 함'], typo_ko: ['짠음씩', '짭게 먹음'], abbr_ko: [], brand_en: [], brand_ko: []},
  {key: 'substance:alcohol', kind: 'substance', record_type: 'substance_use', name: 'Alcohol', unit: 'drinks', loinc: null, note: 'one drinking occasion; value = number of drinks when given',
   en: ['alcohol', 'drinks', 'drank', 'drinking', 'alcoholic drinks', 'alcoholic beverages', 'beer', 'beers', 'wine', 'glass of wine', 'glasses of wine', 'red wine', 'white wine', 'rosé', 'champagne', 'prosecco', 'liquor', 'hard liquor', 'whiskey', 'whisky', 'vodka', 'gin', 'rum', 'tequila', 'soju', 'makgeolli', 'cocktail', 'cocktails', 'margarita', 'mimosa', 'shots of soju', 'tequila shots', 'vodka shots', 'soju shots', 'cider', 'hard seltzer', 'pint', 'pints', 'schooner', 'schooners', 'stubbie', 'stubbies', 'tinnie', 'tinnies', 'middy', 'middies', 'lager', 'lagers', 'binge drinking', 'social drinking', 'happy hour', 'nightcap', 'a glass of red', 'bottle of wine'], abbr_en: [],
   ko: ['술', '음주', '소주', '맥주', '생맥주', '와인', '레드와인', '화이트와인', '막걸리', '동동주', '양주', '위스키', '보드카', '고량주', '사케', '청주', '칵테일', '하이볼', '소맥', '폭탄주', '샴페인', '과음', '폭음', '반주', '혼술', '술자리', '알코올', '알콜'], lay_en: ['booze', 'boozing', 'got drunk', 'drunk', 'tipsy', 'buzzed', 'a few drinks', 'couple of drinks', 'couple beers', 'a couple beers', 'had a drink', 'had drinks', 'drinks with friends', 'bar crawl', 'wine night', 'cold one', 'brewskis', 'sloshed'], typo_en: ['alchohol', 'alcohal', 'alchol', 'alcohl', 'alocohol', 'acohol', 'beeer', 'wiskey', 'vodca', 'tequilla', 'coctail'],
   lay_ko: ['술 마심', '술 마셨어', '술 마셨다', '술 먹음', '술 먹었어', '한잔함', '한잔했어', '한 잔 함', '술 한잔', '소주 한 병', '맥주 한 캔', '치맥', '생맥', '취함', '취했어', '만취', '꽐라', '술약속', '부어라 마셔라', '술을 마심', '술을 마셨어', '술을 먹었어', '술을 많이 마셨어', '술을 많이 마심', '술을 좀 마셨어', '술이 땡김', '술 약속'], typo_ko: ['소쥬', '맥쥬', '막걸이', '위스끼', '하이볼르', '알코홀'], abbr_ko: [], brand_en: ['Bud Light', 'Budweiser', 'Heineken', 'Coors', 'Miller Lite', 'Stella Artois', 'Guinness', 'Jack Daniel\'s', 'Jameson', 'Smirnoff', 'Hennessy', 'White Claw', 'Asahi'], brand_ko: ['참이슬', '처음처럼', '카스', '테라', '하이트', '버드와이저', '하이네켄', '아사히', '기네스', '잭다니엘', '조니워커', '장수막걸리', '느린마을']},
  {key: 'substance:smoking', kind: 'substance', record_type: 'substance_use', name: 'Smoking', unit: 'cigarettes', loinc: null,
   en: ['smoking', 'smoked', 'smoke', 'smokes', 'cigarette', 'cigarettes', 'cigs', 'ciggies', 'cigarette smoking', 'tobacco', 'cigar', 'cigars', 'pipe smoking', 'pack of cigarettes', 'a pack a day', 'pack a day', 'half a pack', 'rolled cigarettes', 'rollies'], abbr_en: [],
   ko: ['흡연', '담배', '궐련', '파이프 담배', '흡연량', '담배 한 갑', '한 갑', '반 갑', '개비', '담배 개비', '맞담배', '흡연 습관'], lay_en: ['had a smoke', 'smoke break', 'lit up', 'fags', 'smoking again', 'relapsed on cigarettes', 'chain smoking', 'chain-smoking', 'smoked a cigarette', 'smoked a pack'], typo_en: ['smokeing', 'smoaking', 'cigerette', 'cigarrette', 'ciggarette', 'cigarets', 'sigarette', 'tabacco', 'tobbacco'],
   lay_ko: ['담배 피움', '담배 피웠어', '담배 피웠다', '담배 핌', '담배 한 대', '한 대 피움', '한 대 피웠어', '담배 태움', '흡연함', '흡연했어', '줄담배', '담타', '다시 피움'], typo_ko: ['담베', '담바', '흠연', '담배피움'], abbr_ko: [], brand_en: ['Marlboro', 'Camel', 'Newport', 'Parliament', 'Lucky Strike', 'Winston', 'Pall Mall'], brand_ko: ['말보로', '에쎄', '레종', '던힐', '메비우스', '팔리아멘트', '보헴', '카멜']},
  {key: 'substance:caffeine', kind: 'substance', record_type: 'substance_use', name: 'Caffeine', unit: 'cups', loinc: null,
   en: ['caffeine', 'coffee', 'coffees', 'cup of coffee', 'cups of coffee', 'espresso', 'double espresso', 'americano', 'iced americano', 'latte', 'lattes', 'cappuccino', 'flat white', 'mocha', 'macchiato', 'cold brew', 'iced coffee', 'drip coffee', 'energy drink', 'energy drinks', 'black tea', 'green tea', 'matcha', 'caffeinated drinks', 'pre-workout', 'espresso shot'], abbr_en: [],
   ko: ['카페인', '커피', '아메리카노', '아이스 아메리카노', '아아', '뜨아', '라떼', '카페라떼', '카푸치노', '에스프레소', '콜드브루', '드립커피', '믹스커피', '인스턴트 커피', '에너지 드링크', '에너지음료', '에너지 음료', '녹차', '홍차', '말차', '카페모카', '바닐라라떼', '샷 추가'], lay_en: ['cup of joe', 'java', 'coffee run', 'my morning coffee', 'triple shot', 'caffeine fix', 'a red bull', 'coffee break'], typo_en: ['cafeine', 'caffiene', 'caffine', 'cofee', 'coffe', 'coffie', 'expresso', 'capuccino', 'cappucino'],
   lay_ko: ['커피 마심', '커피 마셨어', '커피 한 잔', '커피 두 잔', '커피 한잔', '아아 한 잔', '커피 수혈', '모닝커피', '믹스 한 잔', '커피 땡김'], typo_ko: ['아메리카로', '커휘', '카페인이', '카패인', '에스프래소', '라뗴'], abbr_ko: [], brand_en: ['Red Bull', 'Monster Energy', 'Starbucks', 'Dunkin\'', 'Nespresso', 'Rockstar', '5-hour Energy'], brand_ko: ['레드불', '몬스터 에너지', '핫식스', '스타벅스', '스벅', '맥심', '투썸', '메가커피', '빽다방', '컴포즈', '이디야', '네스프레소', '박카스']},
  {key: 'substance:vaping', kind: 'substance', record_type: 'substance_use', name: 'Vaping', unit: null, loinc: null, note: 'includes heated tobacco products',
   en: ['vaping', 'vape', 'vaped', 'vapes', 'e-cigarette', 'e-cigarettes', 'e-cig', 'e-cigs', 'electronic cigarette', 'vape pen', 'disposable vape', 'nicotine vape', 'heated tobacco', 'heat-not-burn', 'nicotine pouches', 'vaping nicotine'], abbr_en: [],
   ko: ['전자담배', '전자 담배', '액상형 전자담배', '액상 전자담배', '궐련형 전자담배', '일회용 전자담배', '베이핑', '베이프', '니코틴 액상', '가열 담배'], lay_en: ['hitting my vape', 'juuling', 'puff bar', 'vaper', 'vaping again'], typo_en: ['vapeing', 'vaipng', 'e cig', 'ecig', 'ecigarette', 'vapping'],
   lay_ko: ['전자담배 피움', '전자담배 피웠어', '전담 핌', '액상 피움', '기기 담배'], typo_ko: ['전자담베', '전자담바', '전자댐배'], abbr_ko: [], brand_en: ['JUUL', 'Juul', 'IQOS', 'Elf Bar', 'Vuse', 'NJOY'], brand_ko: ['쥴', '아이코스', '릴 하이브리드', '하이브리드 전자담배']},
  {key: 'substance:cannabis', kind: 'substance', record_type: 'substance_use', name: 'Cannabis', unit: null, loinc: null,
   en: ['cannabis', 'marijuana', 'marihuana', 'weed', 'THC', 'edibles', 'cannabis edible', 'smoked weed', 'smoking weed', 'blunt', 'bong', 'vape cartridge THC', 'hashish', 'medical marijuana', 'recreational cannabis', 'delta-8'], abbr_en: [],
   ko: ['대마', '대마초', '마리화나', '칸나비스', '의료용 대마', '해시시', '대마 흡연', '대마 젤리', 'THC 젤리'], lay_en: ['got high', 'getting high', 'stoned', 'toke', 'ganja', 'reefer', 'mary jane'], typo_en: ['marijuanna', 'marjuana', 'marijauna', 'canabis', 'cannibis', 'cannabus'],
   lay_ko: ['대마 피움', '대마초 피움', '마리화나 피움'], typo_ko: ['마리화나흡연', '대마쵸', '마리와나'], abbr_ko: [], brand_en: [], brand_ko: []}
] AS row
MERGE (t:Term {key: row.key})
SET t.kind = row.kind, t.record_type = row.record_type, t.name = row.name, t.unit = row.unit, t.loinc = row.loinc, t.domain = 'meals_substances'
WITH t, row
UNWIND [g IN ['en', 'ko', 'abbr_en', 'abbr_ko', 'lay_en', 'lay_ko', 'typo_en', 'typo_ko', 'brand_en', 'brand_ko'] | [x IN coalesce(row[g], []) | {text: x, grp: g}]] AS grp
UNWIND grp AS a
WITH t, a, CASE WHEN a.grp ENDS WITH 'ko' THEN 'ko' ELSE 'en' END AS lang,
     trim(reduce(s = '', c IN split(toLower(normalize(a.text, NFKC)), '') |
       CASE WHEN c IN [' ', '\t', '\n', '-', '_', '.', ',', ';', ':', '!', '?', "'", '"', '(', ')', '[', ']', '{', '}', '/', '\\', '|', '·']
            THEN CASE WHEN s = '' OR right(s, 1) = ' ' THEN s ELSE s + ' ' END
            ELSE s + c END)) AS norm
MERGE (al:Alias {norm: norm, lang: lang})
  ON CREATE SET al.text = a.text, al.source = a.grp
MERGE (al)-[:ALIAS_OF]->(t);
