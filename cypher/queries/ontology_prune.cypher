// Before an upgrade re-runs the scripts: drop what the scripts (re)create, so that an alias, range, tag,
// mechanism or ingredient link removed from a script disappears. Terms stay (records point at them); curator-promoted aliases stay.
CALL () { MATCH (al:Alias) WHERE coalesce(al.source, '') <> 'candidate' DETACH DELETE al }
CALL () { MATCH (r:ReferenceRange) DETACH DELETE r }
CALL () { MATCH (:Term)-[e:TAGGED|CAN_AFFECT|INDICATED_FOR|HAS_INGREDIENT]->() DELETE e }
RETURN true AS pruned
