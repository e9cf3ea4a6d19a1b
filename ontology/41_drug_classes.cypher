// drug classes: the words people use for a kind of medicine ("started an SSRI", "my beta blocker", "the
// antidepressant", 혈압약, 스타틴, 항생제). A class said without a drug's name stores no record (the develop suites'
// labels: "혈압약 아침에 먹었어요", "started the new cholesterol pill" hold no regimen); as a concept it tells the gates
// that the turn is about health, and a question reaches the class's drugs. Curators: see ontology/README.md.
// Row fields: key, kind ('drug_class'), name, drug_classes (class names: a member is every drug term whose
// drug_class has a part, split on ' + ' and ' / ' with a note in parentheses left off, that is one of them or ends
// with one as its last words; pia_graph/ontology/drug_classes.py reads the rows the same way), and the alias groups.
UNWIND [
  {key: 'concept:class_statin', kind: 'drug_class', name: 'Statins', value_term: null, drug_classes: ['statin'],
   en: ['statin', 'statins', 'cholesterol pill', 'cholesterol pills', 'cholesterol med', 'cholesterol meds', 'cholesterol medication', 'cholesterol medications', 'cholesterol medicine', 'cholesterol lowering medication'], ko: ['스타틴', '스타틴계', '스타틴 계열', '스타틴계열', '콜레스테롤약', '콜레스테롤 약', '콜레스테롤 저하제'], abbr_en: [], abbr_ko: [], lay_en: [], lay_ko: [], typo_en: ['stattin', 'statine'], typo_ko: ['스타친'], brand_en: [], brand_ko: []},
  {key: 'concept:class_antihypertensive', kind: 'drug_class', name: 'Blood pressure medicines', value_term: null, drug_classes: ['ace inhibitor', 'arb', 'angiotensin receptor blocker', 'calcium channel blocker', 'beta blocker', 'thiazide diuretic', 'thiazide-like diuretic', 'angiotensin receptor-neprilysin inhibitor'],
   en: ['blood pressure pill', 'blood pressure pills', 'blood pressure med', 'blood pressure meds', 'blood pressure medication', 'blood pressure medications', 'blood pressure medicine', 'antihypertensive', 'antihypertensives', 'pressure pill', 'pressure pills'], ko: ['혈압약', '혈압 약', '혈압강하제'], abbr_en: ['bp med', 'bp meds', 'bp pill', 'bp pills', 'bp medication', 'bp medications'], abbr_ko: [], lay_en: [], lay_ko: [], typo_en: [], typo_ko: [], brand_en: [], brand_ko: []},
  {key: 'concept:class_beta_blocker', kind: 'drug_class', name: 'Beta blockers', value_term: null, drug_classes: ['beta blocker'],
   en: ['beta blocker', 'beta blockers', 'betablocker', 'betablockers'], ko: ['베타차단제', '베타 차단제', '베타블로커', '베타 블로커'], abbr_en: [], abbr_ko: [], lay_en: [], lay_ko: [], typo_en: [], typo_ko: [], brand_en: [], brand_ko: []},
  {key: 'concept:class_ace_inhibitor', kind: 'drug_class', name: 'ACE inhibitors', value_term: null, drug_classes: ['ace inhibitor'],
   en: ['ace inhibitor', 'ace inhibitors'], ko: ['ACE 억제제', 'ACE억제제', '안지오텐신 전환효소 억제제'], abbr_en: [], abbr_ko: [], lay_en: [], lay_ko: [], typo_en: [], typo_ko: [], brand_en: [], brand_ko: []},
  {key: 'concept:class_arb', kind: 'drug_class', name: 'Angiotensin receptor blockers', value_term: null, drug_classes: ['arb', 'angiotensin receptor blocker'],
   en: ['angiotensin receptor blocker', 'angiotensin receptor blockers', 'angiotensin ii receptor blocker'], ko: ['안지오텐신 수용체 차단제', '안지오텐신수용체차단제'], abbr_en: ['ARB', 'ARBs'], abbr_ko: [], lay_en: [], lay_ko: [], typo_en: [], typo_ko: [], brand_en: [], brand_ko: []},
  {key: 'concept:class_calcium_channel_blocker', kind: 'drug_class', name: 'Calcium channel blockers', value_term: null, drug_classes: ['calcium channel blocker'],
   en: ['calcium channel blocker', 'calcium channel blockers', 'calcium blocker', 'calcium blockers'], ko: ['칼슘채널차단제', '칼슘 채널 차단제', '칼슘통로차단제', '칼슘 통로 차단제'], abbr_en: [], abbr_ko: [], lay_en: [], lay_ko: [], typo_en: [], typo_ko: [], brand_en: [], brand_ko: []},
  {key: 'concept:class_diuretic', kind: 'drug_class', name: 'Diuretics', value_term: null, drug_classes: ['diuretic'],
   en: ['diuretic', 'diuretics', 'water pill', 'water pills'], ko: ['이뇨제'], abbr_en: [], abbr_ko: [], lay_en: [], lay_ko: [], typo_en: [], typo_ko: [], brand_en: [], brand_ko: []},
  {key: 'concept:class_antidiabetic', kind: 'drug_class', name: 'Diabetes medicines', value_term: null, drug_classes: ['biguanide', 'sulfonylurea', 'dpp-4 inhibitor', 'sglt2 inhibitor', 'thiazolidinedione', 'glp-1 receptor agonist', 'gip/glp-1 receptor agonist', 'alpha-glucosidase inhibitor', 'insulin'],
   en: ['antidiabetic', 'antidiabetics'], ko: ['혈당강하제', '혈당 강하제'], abbr_en: [], abbr_ko: [], lay_en: [], lay_ko: [], typo_en: [], typo_ko: [], brand_en: [], brand_ko: []},
  {key: 'concept:class_glp1', kind: 'drug_class', name: 'GLP-1 receptor agonists', value_term: null, drug_classes: ['glp-1 receptor agonist', 'gip/glp-1 receptor agonist'],
   en: ['glp-1 agonist', 'glp-1 agonists', 'glp-1 receptor agonist', 'glp1 agonist', 'glp-1 shot', 'glp-1 injection', 'glp-1 medication'], ko: ['GLP-1 주사', 'GLP-1 작용제', '비만주사'], abbr_en: [], abbr_ko: [], lay_en: [], lay_ko: [], typo_en: [], typo_ko: [], brand_en: [], brand_ko: []},
  {key: 'concept:class_sglt2_inhibitor', kind: 'drug_class', name: 'SGLT2 inhibitors', value_term: null, drug_classes: ['sglt2 inhibitor'],
   en: ['sglt2 inhibitor', 'sglt2 inhibitors', 'sglt-2 inhibitor'], ko: ['SGLT2 억제제', 'SGLT-2 억제제'], abbr_en: [], abbr_ko: [], lay_en: [], lay_ko: [], typo_en: [], typo_ko: [], brand_en: [], brand_ko: []},
  {key: 'concept:class_dpp4_inhibitor', kind: 'drug_class', name: 'DPP-4 inhibitors', value_term: null, drug_classes: ['dpp-4 inhibitor'],
   en: ['dpp-4 inhibitor', 'dpp-4 inhibitors', 'dpp4 inhibitor'], ko: ['DPP-4 억제제', 'DPP4 억제제'], abbr_en: [], abbr_ko: [], lay_en: [], lay_ko: [], typo_en: [], typo_ko: [], brand_en: [], brand_ko: []},
  {key: 'concept:class_ssri', kind: 'drug_class', name: 'SSRIs', value_term: null, drug_classes: ['ssri'],
   en: ['selective serotonin reuptake inhibitor', 'selective serotonin reuptake inhibitors'], ko: ['선택적 세로토닌 재흡수 억제제'], abbr_en: ['SSRI', 'SSRIs'], abbr_ko: [], lay_en: [], lay_ko: [], typo_en: [], typo_ko: [], brand_en: [], brand_ko: []},
  {key: 'concept:class_snri', kind: 'drug_class', name: 'SNRIs', value_term: null, drug_classes: ['snri'],
   en: ['serotonin norepinephrine reuptake inhibitor'], ko: [], abbr_en: ['SNRI', 'SNRIs'], abbr_ko: [], lay_en: [], lay_ko: [], typo_en: [], typo_ko: [], brand_en: [], brand_ko: []},
  {key: 'concept:class_antidepressant', kind: 'drug_class', name: 'Antidepressants', value_term: null, drug_classes: ['ssri', 'snri', 'antidepressant'],
   en: ['antidepressant', 'antidepressants', 'anti-depressant', 'anti-depressants', 'antidepressant medication'], ko: ['항우울제'], abbr_en: [], abbr_ko: [], lay_en: ['happy pills'], lay_ko: [], typo_en: ['antidepressent', 'antidepressents'], typo_ko: [], brand_en: [], brand_ko: []},
  {key: 'concept:class_antibiotic', kind: 'drug_class', name: 'Antibiotics', value_term: null, drug_classes: ['antibiotic', 'cephalosporin', 'antibacterial'],
   en: ['antibiotic', 'antibiotics', 'antibiotic course', 'course of antibiotics', 'abx'], ko: ['항생제', '항생물질'], abbr_en: [], abbr_ko: [], lay_en: [], lay_ko: [], typo_en: ['antibiotcs', 'anitbiotics', 'antibiotis'], typo_ko: [], brand_en: [], brand_ko: []},
  {key: 'concept:class_antihistamine', kind: 'drug_class', name: 'Antihistamines', value_term: null, drug_classes: ['antihistamine'],
   en: ['antihistamine', 'antihistamines', 'anti-histamine', 'anti-histamines', 'allergy pill', 'allergy pills', 'allergy med', 'allergy meds', 'allergy medication', 'allergy medicine'], ko: ['항히스타민제', '항히스타민', '알레르기약', '알레르기 약', '알러지약', '알러지 약'], abbr_en: [], abbr_ko: [], lay_en: [], lay_ko: [], typo_en: [], typo_ko: [], brand_en: [], brand_ko: []},
  {key: 'concept:class_nsaid', kind: 'drug_class', name: 'NSAIDs', value_term: null, drug_classes: ['nsaid'],
   en: ['anti-inflammatory', 'anti-inflammatories', 'antiinflammatory', 'non-steroidal anti-inflammatory'], ko: ['소염진통제', '진통소염제', '소염제'], abbr_en: [], abbr_ko: [], lay_en: [], lay_ko: [], typo_en: [], typo_ko: [], brand_en: [], brand_ko: []},
  {key: 'concept:class_painkiller', kind: 'drug_class', name: 'Painkillers', value_term: null, drug_classes: ['analgesic', 'nsaid', 'opioid'],
   en: ['painkiller', 'painkillers', 'analgesic', 'analgesics'], ko: ['진통제', '두통약', '진통 해열제'], abbr_en: [], abbr_ko: [], lay_en: [], lay_ko: [], typo_en: [], typo_ko: [], brand_en: [], brand_ko: []},
  {key: 'concept:class_antipyretic', kind: 'drug_class', name: 'Fever reducers', value_term: null, drug_classes: ['antipyretic analgesic', 'antipyretic'],
   en: ['antipyretic', 'antipyretics'], ko: ['해열제', '해열진통제', '해열 진통제'], abbr_en: [], abbr_ko: [], lay_en: [], lay_ko: [], typo_en: [], typo_ko: [], brand_en: [], brand_ko: []},
  {key: 'concept:class_opioid', kind: 'drug_class', name: 'Opioids', value_term: null, drug_classes: ['opioid', 'opioid analgesic'],
   en: ['opioid', 'opioids', 'opiate', 'opiates', 'narcotic painkiller', 'narcotic painkillers'], ko: ['마약성 진통제', '마약성진통제', '오피오이드'], abbr_en: [], abbr_ko: [], lay_en: [], lay_ko: [], typo_en: [], typo_ko: [], brand_en: [], brand_ko: []},
  {key: 'concept:class_acid_reducer', kind: 'drug_class', name: 'Stomach acid medicines', value_term: null, drug_classes: ['proton pump inhibitor', 'potassium-competitive acid blocker', 'h2 blocker', 'antacid'],
   en: ['proton pump inhibitor', 'proton pump inhibitors', 'acid reducer', 'acid reducers', 'antacid', 'antacids', 'acid blocker', 'acid blockers'], ko: ['위장약', '위장 약', '위산억제제', '위산 억제제', '제산제'], abbr_en: ['PPI', 'PPIs'], abbr_ko: [], lay_en: [], lay_ko: [], typo_en: [], typo_ko: [], brand_en: [], brand_ko: []},
  {key: 'concept:class_corticosteroid', kind: 'drug_class', name: 'Corticosteroids', value_term: null, drug_classes: ['corticosteroid'],
   en: ['steroid', 'steroids', 'corticosteroid', 'corticosteroids', 'steroid pills', 'steroid taper', 'oral steroids'], ko: ['스테로이드', '스테로이드제', '부신피질호르몬제'], abbr_en: [], abbr_ko: [], lay_en: [], lay_ko: [], typo_en: [], typo_ko: [], brand_en: [], brand_ko: []},
  {key: 'concept:class_benzodiazepine', kind: 'drug_class', name: 'Benzodiazepines', value_term: null, drug_classes: ['benzodiazepine', 'thienodiazepine'],
   en: ['benzodiazepine', 'benzodiazepines', 'benzo', 'benzos'], ko: ['벤조디아제핀', '신경안정제', '신경 안정제', '항불안제'], abbr_en: [], abbr_ko: [], lay_en: [], lay_ko: [], typo_en: [], typo_ko: [], brand_en: [], brand_ko: []},
  {key: 'concept:class_sleeping_pill', kind: 'drug_class', name: 'Sleeping pills', value_term: null, drug_classes: ['z-drug hypnotic', 'sedative-hypnotic', 'orexin receptor antagonist'],
   en: ['sleeping pill', 'sleeping pills', 'sleep pill', 'sleep pills', 'sleeping tablet', 'sleeping tablets', 'hypnotic', 'hypnotics'], ko: ['수면제', '수면유도제', '수면 유도제', '수면제약'], abbr_en: [], abbr_ko: [], lay_en: [], lay_ko: [], typo_en: [], typo_ko: [], brand_en: [], brand_ko: []},
  {key: 'concept:class_anticoagulant', kind: 'drug_class', name: 'Blood thinners', value_term: null, drug_classes: ['anticoagulant', 'antiplatelet'],
   en: ['blood thinner', 'blood thinners', 'anticoagulant', 'anticoagulants', 'antiplatelet', 'antiplatelets'], ko: ['항응고제', '항혈소판제', '피 묽게 하는 약'], abbr_en: [], abbr_ko: [], lay_en: [], lay_ko: [], typo_en: [], typo_ko: [], brand_en: [], brand_ko: []},
  {key: 'concept:class_antipsychotic', kind: 'drug_class', name: 'Antipsychotics', value_term: null, drug_classes: ['antipsychotic'],
   en: ['antipsychotic', 'antipsychotics', 'anti-psychotic', 'anti-psychotics'], ko: ['항정신병약', '항정신병 약', '항정신병제'], abbr_en: [], abbr_ko: [], lay_en: [], lay_ko: [], typo_en: [], typo_ko: [], brand_en: [], brand_ko: []},
  {key: 'concept:class_anticonvulsant', kind: 'drug_class', name: 'Anticonvulsants', value_term: null, drug_classes: ['anticonvulsant', 'gabapentinoid'],
   en: ['anticonvulsant', 'anticonvulsants', 'anti-seizure medication', 'seizure medication', 'seizure meds', 'anti-seizure meds'], ko: ['항경련제'], abbr_en: [], abbr_ko: [], lay_en: [], lay_ko: [], typo_en: [], typo_ko: [], brand_en: [], brand_ko: []},
  {key: 'concept:class_muscle_relaxant', kind: 'drug_class', name: 'Muscle relaxants', value_term: null, drug_classes: ['muscle relaxant'],
   en: ['muscle relaxant', 'muscle relaxants', 'muscle relaxer', 'muscle relaxers'], ko: ['근이완제', '근육이완제', '근육 이완제'], abbr_en: [], abbr_ko: [], lay_en: [], lay_ko: [], typo_en: [], typo_ko: [], brand_en: [], brand_ko: []},
  {key: 'concept:class_thyroid_hormone', kind: 'drug_class', name: 'Thyroid medicines', value_term: null, drug_classes: ['thyroid hormone', 'antithyroid'],
   en: ['thyroid pill', 'thyroid pills', 'thyroid med', 'thyroid meds', 'thyroid medicine'], ko: [], abbr_en: [], abbr_ko: [], lay_en: [], lay_ko: [], typo_en: [], typo_ko: [], brand_en: [], brand_ko: []},
  {key: 'concept:class_laxative', kind: 'drug_class', name: 'Laxatives', value_term: null, drug_classes: ['laxative'],
   en: ['laxative', 'laxatives', 'stool softener', 'stool softeners'], ko: ['변비약', '완하제', '변완화제'], abbr_en: [], abbr_ko: [], lay_en: [], lay_ko: [], typo_en: [], typo_ko: [], brand_en: [], brand_ko: []},
  {key: 'concept:class_triptan', kind: 'drug_class', name: 'Triptans', value_term: null, drug_classes: ['triptan'],
   en: ['triptan', 'triptans'], ko: ['트립탄'], abbr_en: [], abbr_ko: [], lay_en: [], lay_ko: [], typo_en: [], typo_ko: [], brand_en: [], brand_ko: []},
  {key: 'concept:class_bisphosphonate', kind: 'drug_class', name: 'Bisphosphonates', value_term: null, drug_classes: ['bisphosphonate'],
   en: ['bisphosphonate', 'bisphosphonates'], ko: ['비스포스포네이트'], abbr_en: [], abbr_ko: [], lay_en: [], lay_ko: [], typo_en: [], typo_ko: [], brand_en: [], brand_ko: []},
  {key: 'concept:class_cold_medicine', kind: 'drug_class', name: 'Cold and cough medicines', value_term: null, drug_classes: ['decongestant', 'antitussive', 'mucolytic', 'expectorant'],
   en: ['cold medicine', 'cold meds', 'cold medication', 'decongestant', 'decongestants'], ko: ['종합감기약', '기침약', '가래약'], abbr_en: [], abbr_ko: [], lay_en: [], lay_ko: [], typo_en: [], typo_ko: [], brand_en: [], brand_ko: []},
  {key: 'concept:class_antiviral', kind: 'drug_class', name: 'Antivirals', value_term: null, drug_classes: ['antiviral', 'neuraminidase inhibitor'],
   en: ['antiviral', 'antivirals', 'anti-viral', 'anti-virals'], ko: ['항바이러스제'], abbr_en: [], abbr_ko: [], lay_en: [], lay_ko: [], typo_en: [], typo_ko: [], brand_en: [], brand_ko: []},
  {key: 'concept:class_antifungal', kind: 'drug_class', name: 'Antifungals', value_term: null, drug_classes: ['antifungal'],
   en: ['antifungal', 'antifungals', 'anti-fungal'], ko: ['항진균제'], abbr_en: [], abbr_ko: [], lay_en: [], lay_ko: [], typo_en: [], typo_ko: [], brand_en: [], brand_ko: []},
  {key: 'concept:class_supplement', kind: 'drug_class', name: 'Supplements', value_term: null, drug_classes: ['supplement', 'vitamin', 'mineral', 'probiotic', 'herbal', 'omega-3 fatty acid'],
   en: ['supplement', 'supplements', 'dietary supplement', 'dietary supplements'], ko: ['영양제', '건강기능식품', '건강 기능 식품', '보충제', '건강보조제', '건강 보조제', '비타민제'], abbr_en: [], abbr_ko: [], lay_en: [], lay_ko: [], typo_en: [], typo_ko: [], brand_en: [], brand_ko: []},
  {key: 'concept:class_inhaler', kind: 'drug_class', name: 'Inhalers', value_term: null, drug_classes: ['short-acting beta agonist', 'long-acting beta agonist', 'ics/laba', 'anticholinergic bronchodilator', 'long-acting muscarinic antagonist'],
   en: ['inhaler', 'inhalers', 'puffer', 'puffers'], ko: ['흡입기', '흡입제', '흡입약'], abbr_en: [], abbr_ko: [], lay_en: [], lay_ko: [], typo_en: [], typo_ko: [], brand_en: [], brand_ko: []},
  {key: 'concept:class_hormonal_contraceptive', kind: 'drug_class', name: 'Hormonal contraceptives', value_term: null, drug_classes: ['hormonal contraceptive', 'progestin'],
   en: ['hormonal contraceptive', 'hormonal contraceptives', 'hormonal birth control', 'mini pill', 'minipill', 'progestin-only pill'], ko: ['호르몬 피임제', '호르몬 피임약'], abbr_en: [], abbr_ko: [], lay_en: [], lay_ko: [], typo_en: [], typo_ko: [], brand_en: [], brand_ko: []}
] AS row
MERGE (cn:Concept {key: row.key})
SET cn.kind = row.kind, cn.name = row.name, cn.value_term = row.value_term, cn.domain = 'concepts',
    cn.drug_classes = row.drug_classes
WITH cn, row
CALL (cn, row) {
  MATCH (t:Term {kind: 'drug'})
  WHERE t.drug_class IS NOT NULL
    AND any(c IN reduce(parts = [], p IN split(toLower(t.drug_class), ' + ') | parts + split(p, ' / '))
            WHERE any(n IN row.drug_classes WHERE trim(split(c, ' (')[0]) = n OR trim(split(c, ' (')[0]) ENDS WITH ' ' + n))
  MERGE (t)-[r:TAGGED]->(cn)
  SET r.role = 'primary', r.required = false
}
WITH cn, row
UNWIND [g IN ['en', 'ko', 'abbr_en', 'abbr_ko', 'lay_en', 'lay_ko', 'typo_en', 'typo_ko', 'brand_en', 'brand_ko'] | [x IN coalesce(row[g], []) | {text: x, grp: g}]] AS grp
UNWIND grp AS a
WITH cn, a, CASE WHEN a.grp ENDS WITH 'ko' THEN 'ko' ELSE 'en' END AS lang,
     trim(reduce(s = '', c IN split(toLower(normalize(a.text, NFKC)), '') |
       CASE WHEN c IN [' ', '\t', '\n', '-', '_', '.', ',', ';', ':', '!', '?', "'", '"', '(', ')', '[', ']', '{', '}', '/', '\\', '|', '·']
            THEN CASE WHEN s = '' OR right(s, 1) = ' ' THEN s ELSE s + ' ' END
            ELSE s + c END)) AS norm
MERGE (al:Alias {norm: norm, lang: lang})
  ON CREATE SET al.text = a.text, al.source = a.grp
MERGE (al)-[:ALIAS_OF]->(cn);
