/**
 * The everyday words of a spoken interview answer, always in the local recognizer's vocabulary next to the
 * question's and the job's words (written for this product: function words, the verbs and nouns people use
 * to tell what they did, numbers, and hesitations so that they are heard as such).
 */
export const GENERAL_WORDS = `
a about above across actually after again against ago all almost also always am an and another any anyone
anything are around as ask asked at away back bad based basically be because become been before being
believe best better between big both bug bugs build building built but by call called came can can't case
cases change changed changes check choose chose clear client code coding come common company complete
completed could course customer customers data day days deadline decided decision deliver delivered design
designed did didn't different difficult do does doing don't done down during each early easy eight either
else end ended enough error errors even every everyone everything example experience explain fact fail
failed fast feature features feedback felt few find first five fix fixed focus follow for found four from
front full get getting give go goal going good got great group had handle handled happen happened hard has
have having he help helped her here high him his how however i i'd i'll i'm i've idea if impact improve
improved in instead into is issue issues it it's its job just keep kind know knowledge last later lead
learn learned least less let like little long look looked lot low made main make makes making manage
managed manager many may maybe me mean meant meeting members might mind minutes mistake month months more
most much my myself need needed never new next nine no not nothing now number of off often ok okay on once
one only open or order other others our out over own part people performance person plan planned point
possible probably problem problems process product project projects put quality question quickly quite
rather really reason release requirements responsible result results right role run running said same saw
say second see seen set seven several she should show showed simple since six skills slow small so
software solution solve solved some someone something sometimes soon sort start started still stop story
such sure system systems take talk task tasks team teams technical tell ten test tested testing tests than
thank thanks that that's the their them then there these they thing things think third this those though
thought three through time times to today together too took tool tools tried try trying twenty two under
understand understanding until up us use used user users using usually very want wanted was way we we're
we've week weeks well went were what when where whether which while who why will with without work worked
working would write writing wrote year years yes yet you your
uh um hmm er
`
  .trim()
  .split(/\s+/);
