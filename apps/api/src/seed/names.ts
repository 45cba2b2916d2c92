/** Varied names for clinicians and unit managers; combined by the seed's random streams. */
export const FIRST_NAMES = [
  'Olivia', 'Liam', 'Emma', 'Noah', 'Ava', 'Elijah', 'Sophia', 'Mateo', 'Isabella', 'Lucas',
  'Mia', 'Amelia', 'Ethan', 'Harper', 'Aiden', 'Evelyn', 'Daniel', 'Abigail', 'Jackson', 'Emily',
  'Sebastian', 'Ella', 'Carter', 'Madison', 'Wyatt', 'Scarlett', 'Jayden', 'Grace', 'Julian', 'Chloe',
  'Grayson', 'Camila', 'Leo', 'Aria', 'Isaac', 'Layla', 'Gabriel', 'Zoe', 'Anthony', 'Nora',
  'Dylan', 'Lily', 'Aaliyah', 'Hannah', 'Marcus', 'Priya', 'Wei', 'Fatima', 'Diego', 'Keiko',
  'Andre', 'Siobhan', 'Tomas', 'Yusuf', 'Ingrid', 'Rafael', 'Mei', 'Kwame', 'Elena', 'Tariq',
] as const;

export const LAST_NAMES = [
  'Smith', 'Johnson', 'Williams', 'Brown', 'Jones', 'Garcia', 'Miller', 'Davis', 'Rodriguez', 'Martinez',
  'Hernandez', 'Lopez', 'Gonzalez', 'Wilson', 'Anderson', 'Thomas', 'Taylor', 'Moore', 'Jackson', 'Martin',
  'Lee', 'Perez', 'Thompson', 'White', 'Harris', 'Sanchez', 'Clark', 'Ramirez', 'Lewis', 'Robinson',
  'Walker', 'Young', 'Allen', 'King', 'Wright', 'Scott', 'Torres', 'Nguyen', 'Hill', 'Flores',
  'Green', 'Adams', 'Nelson', 'Baker', 'Hall', 'Rivera', 'Campbell', 'Mitchell', 'Carter', 'Roberts',
  "O'Connor", 'Kowalski', 'Okafor', 'Nakamura', 'Haddad', 'Lindqvist', 'Chen', 'Patel', 'Novak', 'Mensah',
] as const;

export const UNIT_MANAGER_NAMES = [
  'Karen Whitfield', 'David Okonkwo', 'Linda Marsh', 'Robert Castillo', 'Susan Tran', 'Michael Berg',
  'Patricia Dunn', 'James Holloway', 'Jennifer Sato', 'William Ferreira', 'Barbara Quinn', 'Richard Amari',
  'Elizabeth Crowe', 'Joseph Varga', 'Maria Delgado', 'Thomas Ridley', 'Nancy Osei', 'Charles Pruitt',
] as const;
