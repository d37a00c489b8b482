import type { enMaintenance, enMaintenanceTitles, enSiteErrors } from './en';

export const nlMaintenanceTitles: typeof enMaintenanceTitles = {
  oauthError: 'Aanmelden kon niet verdergaan',
};

export const nlSiteErrors: typeof enSiteErrors = {
  maintenance: 'Het portaal is in onderhoud. Probeer het later opnieuw.',
};

export const nlMaintenance: typeof enMaintenance = {
  unknownPath: {
    notice: 'De pagina die je zocht, bestaat niet. Daarom kwam je hier terecht.',
  },
  oauthError: {
    next: {
      configuration: 'Ga terug naar de app waar je vandaan kwam en laat hun klantendienst weten dat hun aanmelding niet goed is ingesteld. Met je account zelf is niets mis: je kan het hier openen.',
      configurationApp: 'Ga terug naar {{app}} en laat hun klantendienst weten dat hun aanmelding niet goed is ingesteld. Met je account zelf is niets mis: je kan het hier openen.',
      expired: 'Ga terug naar de app waar je vandaan kwam en meld je van daaruit opnieuw aan.',
      expiredApp: 'Ga terug naar {{app}} en meld je van daaruit opnieuw aan.',
      failure: 'Probeer het over een paar minuten opnieuw vanuit de app waar je vandaan kwam. Met je account zelf is niets mis: je kan het hier openen.',
      failureApp: 'Probeer het over een paar minuten opnieuw vanuit {{app}}. Met je account zelf is niets mis: je kan het hier openen.',
    },
    home: 'Naar mijn account',
  },
};
