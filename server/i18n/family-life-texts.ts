/**
 * Texts of a family's life cycle that are details of a refusal (not its
 * message): the publishing gate's missing test case, and a version scheduled
 * after a rollback.
 */
import type { Texts } from './text.ts';

export const FAMILY_LIFE_TEXTS = {
  test_case_missing: {
    fr: 'la famille n’a aucun cas de test\u00a0: ajoutez-en au moins un (onglet « Cas de test », « Enregistrer comme cas de test ») avant de la publier',
    en: 'the family has no test case: add at least one (Test cases tab, "Save as test case") before publishing it',
    de: 'die Familie hat keinen Testfall: Fügen Sie mindestens einen hinzu (Registerkarte „Testfälle“, „Als Testfall speichern“), bevor Sie sie veröffentlichen',
    es: 'la familia no tiene ningún caso de prueba: añada al menos uno (pestaña «Casos de prueba», «Guardar como caso de prueba») antes de publicarla',
    nl: 'de familie heeft geen testgeval: voeg er minstens één toe (tabblad ‘Testgevallen’, ‘Opslaan als testgeval’) voordat u haar publiceert',
    it: 'la famiglia non ha alcun caso di test: aggiungine almeno uno (scheda «Casi di test», «Salva come caso di test») prima di pubblicarla',
  },
  version_scheduled: {
    fr: 'la version {number} est programmée à partir du {date}',
    en: 'version {number} is scheduled from {date}',
    de: 'Version {number} ist ab {date} geplant',
    es: 'la versión {number} está programada a partir del {date}',
    nl: 'versie {number} is gepland vanaf {date}',
    it: 'la versione {number} è programmata dal {date}',
  },
} as const satisfies Record<string, Texts>;
