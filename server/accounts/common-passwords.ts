/**
 * Passwords of at least 8 characters found at the top of the public lists of
 * leaked passwords (the NCSC's and Have I Been Pwned's most frequent, RockYou),
 * with the common ones of the six languages of the product and of its trade.
 * Compared in lower case, also after taking off trailing digits and symbols
 * and undoing the usual letter-for-digit swaps (see password-policy.ts).
 */
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set([
  // international top of the leaked lists
  'password', 'password1', 'password12', 'password123', 'password1234', 'passw0rd', 'p@ssw0rd', 'p@ssword',
  '12345678', '123456789', '1234567890', '12345678910', '0123456789', '11111111', '111111111', '00000000',
  '88888888', '66666666', '99999999', '12341234', '12121212', '11223344', '87654321', '98765432', '147258369',
  '123123123', '123321123', '1q2w3e4r', '1q2w3e4r5t', '1qaz2wsx', '1qazxsw2', 'zaq12wsx', 'zaq1zaq1', 'qwertyui',
  'qwertyuiop', 'qwerty123', 'qwerty12', 'qwerty1234', 'asdfghjkl', 'asdfasdf', 'zxcvbnm', 'zxcvbnm1',
  'qazwsxedc', 'q1w2e3r4', 'q1w2e3r4t5', 'abcd1234', 'abc12345', 'abcdefgh', 'abcdefg1', 'aaaaaaaa',
  'iloveyou', 'iloveyou1', 'sunshine', 'princess', 'football', 'baseball', 'basketball', 'superman', 'batman123',
  'starwars', 'whatever', 'trustno1', 'welcome1', 'welcome123', 'letmein1', 'letmein123', 'dragon123',
  'monkey123', 'master123', 'michael1', 'jennifer', 'jordan23', 'charlie1', 'computer', 'internet', 'liverpool',
  'chelsea1', 'arsenal1', 'manchester', 'mercedes', 'ferrari1', 'samsung1', 'iphone11', 'google123',
  'changeme', 'changeme1', 'default1', 'administrator', 'admin123', 'admin1234', 'adminadmin', 'administrateur',
  'root1234', 'test1234', 'testtest', 'test12345', 'guest123', 'user1234', 'login123', 'secret12', 'secret123',
  'mypassword', 'newpassword', 'passpass', 'pass1234', 'password!', 'summer2023', 'summer2024', 'summer2025',
  'winter2023', 'winter2024', 'winter2025', 'spring2024', 'autumn2024', 'freedom1', 'shadow12', 'mustang1',
  'pokemon1', 'naruto123', 'hello123', 'hellohello', 'loveyou1', 'lovelove', 'forever1', 'blink182',
  'access14', 'azerty123', 'azertyuiop', 'azertyui', 'azerty12', 'azerty1234', 'qwertz123', 'qwertzuiop',
  // French
  'motdepasse', 'motdepasse1', 'motdepasse123', 'bonjour1', 'bonjour123', 'soleil123', 'doudou123', 'chouchou',
  'loulou123', 'marseille', 'olympique', 'jetaime1', 'jetaime123', 'nicolas1', 'camille1', 'toulouse',
  'bordeaux', 'montpellier', 'doudou12', 'coucou123', 'chocolat', 'vacances', 'maison123', 'famille1',
  // German
  'passwort', 'passwort1', 'passwort123', 'hallo123', 'hallohallo', 'schatz123', 'sommer2024', 'fussball',
  'ficken123', 'schalke04', 'dortmund', 'bayern123', 'muenchen', 'geheim123', 'berlin123', 'lieblings',
  // Spanish
  'contraseña', 'contrasena', 'contrasena1', 'contraseña1', 'contrasena123', 'teamo123', 'hola1234',
  'barcelona', 'madrid123', 'realmadrid', 'tequiero', 'mariposa', 'princesa', 'valencia',
  // Dutch
  'wachtwoord', 'wachtwoord1', 'wachtwoord123', 'welkom123', 'welkom01', 'geheim12', 'voetbal1', 'amsterdam',
  'rotterdam', 'feyenoord', 'hallo1234', 'vlaanderen',
  // Italian
  'password01', 'parolachiave', 'ciaociao', 'ciao1234', 'juventus', 'ilovejuve', 'napoli123', 'forzainter',
  'forzamilan', 'tiamo123', 'amoremio', 'benvenuto', 'benvenuto1',
  // the trade and the product
  'piscine1', 'piscine123', 'piscines', 'swimmingpool', 'swimming', 'pool1234', 'poolpool', 'schwimmbad',
  'zwembad1', 'piscina1', 'piscina123', 'aquaterra', 'aquaterra1', 'configurator', 'configurateur',
  'demo1234', 'demodemo',
]);
