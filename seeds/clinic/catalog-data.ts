/** The clinic's fixed catalogue: what a small Spanish-speaking polyclinic offers and sells. */

export const SPECIALTIES = [
  { key: 'mg', name: 'Medicina General', description: 'Atención primaria, controles y procedimientos básicos.' },
  { key: 'ped', name: 'Pediatría', description: 'Salud de niñas, niños y adolescentes.' },
  { key: 'der', name: 'Dermatología', description: 'Piel, cabello y uñas.' },
  { key: 'odo', name: 'Odontología', description: 'Salud bucal y tratamientos dentales.' },
  { key: 'gin', name: 'Ginecología y Obstetricia', description: 'Salud de la mujer, embarazo y control prenatal.' },
] as const

export type SpecialtyKey = (typeof SPECIALTIES)[number]['key']

export const PROCEDURE_CATEGORIES = [
  { key: 'con', name: 'Consultas', description: 'Consultas médicas presenciales y a distancia.' },
  { key: 'odo', name: 'Odontología', description: 'Tratamientos dentales.' },
  { key: 'der', name: 'Dermatología', description: 'Procedimientos dermatológicos.' },
  { key: 'dia', name: 'Diagnóstico', description: 'Pruebas y ecografías.' },
  { key: 'pro', name: 'Procedimientos menores', description: 'Curaciones, suturas e inyectables.' },
  { key: 'muj', name: 'Salud de la mujer', description: 'Prevención y control ginecológico.' },
] as const

interface ProcedureSeed {
  code: string
  name: string
  category: (typeof PROCEDURE_CATEGORIES)[number]['key']
  minutes: number
  price: number
  before: number
  after: number
  /** Specialties whose doctors perform it. */
  by: SpecialtyKey[]
}

export const PROCEDURES: ProcedureSeed[] = [
  {
    code: 'CON-001',
    name: 'Consulta de medicina general',
    category: 'con',
    minutes: 20,
    price: 35,
    before: 0,
    after: 5,
    by: ['mg'],
  },
  {
    code: 'CON-002',
    name: 'Consulta pediátrica',
    category: 'con',
    minutes: 30,
    price: 40,
    before: 0,
    after: 5,
    by: ['ped'],
  },
  {
    code: 'CON-003',
    name: 'Control de niño sano',
    category: 'con',
    minutes: 30,
    price: 38,
    before: 0,
    after: 5,
    by: ['ped'],
  },
  {
    code: 'CON-004',
    name: 'Consulta dermatológica',
    category: 'con',
    minutes: 30,
    price: 50,
    before: 0,
    after: 5,
    by: ['der'],
  },
  {
    code: 'CON-005',
    name: 'Consulta ginecológica',
    category: 'con',
    minutes: 30,
    price: 55,
    before: 0,
    after: 5,
    by: ['gin'],
  },
  {
    code: 'CON-006',
    name: 'Teleconsulta de seguimiento',
    category: 'con',
    minutes: 15,
    price: 25,
    before: 0,
    after: 0,
    by: ['mg', 'ped', 'der', 'gin'],
  },
  {
    code: 'ODO-001',
    name: 'Limpieza dental (profilaxis)',
    category: 'odo',
    minutes: 45,
    price: 45,
    before: 5,
    after: 10,
    by: ['odo'],
  },
  {
    code: 'ODO-002',
    name: 'Obturación con resina',
    category: 'odo',
    minutes: 45,
    price: 60,
    before: 5,
    after: 10,
    by: ['odo'],
  },
  {
    code: 'ODO-003',
    name: 'Extracción simple',
    category: 'odo',
    minutes: 30,
    price: 70,
    before: 5,
    after: 10,
    by: ['odo'],
  },
  {
    code: 'ODO-004',
    name: 'Blanqueamiento dental',
    category: 'odo',
    minutes: 60,
    price: 180,
    before: 5,
    after: 10,
    by: ['odo'],
  },
  {
    code: 'ODO-005',
    name: 'Evaluación odontológica',
    category: 'odo',
    minutes: 20,
    price: 30,
    before: 0,
    after: 5,
    by: ['odo'],
  },
  {
    code: 'ODO-006',
    name: 'Endodoncia unirradicular',
    category: 'odo',
    minutes: 90,
    price: 250,
    before: 5,
    after: 10,
    by: ['odo'],
  },
  {
    code: 'DER-001',
    name: 'Crioterapia de verrugas',
    category: 'der',
    minutes: 20,
    price: 45,
    before: 0,
    after: 5,
    by: ['der'],
  },
  {
    code: 'DER-002',
    name: 'Peeling químico',
    category: 'der',
    minutes: 45,
    price: 90,
    before: 5,
    after: 10,
    by: ['der'],
  },
  {
    code: 'DER-003',
    name: 'Biopsia de piel',
    category: 'der',
    minutes: 30,
    price: 85,
    before: 5,
    after: 10,
    by: ['der'],
  },
  {
    code: 'DER-004',
    name: 'Dermatoscopia digital',
    category: 'der',
    minutes: 30,
    price: 70,
    before: 0,
    after: 5,
    by: ['der'],
  },
  {
    code: 'DIA-001',
    name: 'Electrocardiograma',
    category: 'dia',
    minutes: 20,
    price: 30,
    before: 0,
    after: 5,
    by: ['mg'],
  },
  {
    code: 'DIA-002',
    name: 'Ecografía abdominal',
    category: 'dia',
    minutes: 30,
    price: 75,
    before: 0,
    after: 5,
    by: ['mg', 'gin'],
  },
  {
    code: 'DIA-003',
    name: 'Ecografía obstétrica',
    category: 'dia',
    minutes: 30,
    price: 80,
    before: 0,
    after: 5,
    by: ['gin'],
  },
  { code: 'DIA-004', name: 'Espirometría', category: 'dia', minutes: 30, price: 55, before: 0, after: 10, by: ['mg'] },
  {
    code: 'PRO-001',
    name: 'Curación de heridas',
    category: 'pro',
    minutes: 20,
    price: 25,
    before: 0,
    after: 10,
    by: ['mg', 'ped'],
  },
  {
    code: 'PRO-002',
    name: 'Sutura simple',
    category: 'pro',
    minutes: 30,
    price: 60,
    before: 5,
    after: 10,
    by: ['mg', 'der'],
  },
  {
    code: 'PRO-003',
    name: 'Aplicación de inyectable',
    category: 'pro',
    minutes: 10,
    price: 10,
    before: 0,
    after: 5,
    by: ['mg', 'ped'],
  },
  {
    code: 'MUJ-001',
    name: 'Papanicolaou (citología)',
    category: 'muj',
    minutes: 20,
    price: 40,
    before: 0,
    after: 10,
    by: ['gin'],
  },
  {
    code: 'MUJ-002',
    name: 'Colocación de DIU',
    category: 'muj',
    minutes: 40,
    price: 120,
    before: 5,
    after: 10,
    by: ['gin'],
  },
]

export const PRODUCT_CATEGORIES = [
  { key: 'med', name: 'Medicamentos', description: 'Fármacos de venta en la clínica.' },
  { key: 'cur', name: 'Material de curación', description: 'Gasas, vendas, apósitos.' },
  { key: 'buc', name: 'Higiene bucal', description: 'Productos para el cuidado dental.' },
  { key: 'dcs', name: 'Dermocosmética', description: 'Cuidado de la piel.' },
  { key: 'des', name: 'Insumos descartables', description: 'Material de un solo uso.' },
] as const

type Unit = 'unit' | 'box' | 'bottle' | 'pack' | 'tube' | 'vial' | 'pair'

/** name, unit, sale price, cost, minimum stock */
export const PRODUCTS: Record<
  (typeof PRODUCT_CATEGORIES)[number]['key'],
  Array<[string, Unit, number, number, number]>
> = {
  med: [
    ['Paracetamol 500 mg x 20 tabletas', 'box', 3.5, 1.2, 20],
    ['Ibuprofeno 400 mg x 20 tabletas', 'box', 4.2, 1.6, 20],
    ['Amoxicilina 500 mg x 21 cápsulas', 'box', 8.9, 3.4, 10],
    ['Loratadina 10 mg x 10 tabletas', 'box', 3.8, 1.1, 10],
    ['Omeprazol 20 mg x 14 cápsulas', 'box', 5.5, 1.9, 10],
    ['Suero oral 500 ml', 'bottle', 2.9, 1.0, 24],
    ['Jarabe para la tos infantil 120 ml', 'bottle', 6.4, 2.5, 8],
    ['Vitamina D3 gotas 10 ml', 'bottle', 9.9, 4.1, 6],
    ['Vacuna antigripal (dosis)', 'vial', 18.0, 11.0, 15],
    ['Diclofenaco inyectable 75 mg', 'vial', 2.5, 0.8, 20],
  ],
  cur: [
    ['Gasas estériles 10 x 10 cm (x 10)', 'pack', 2.2, 0.7, 30],
    ['Venda elástica 10 cm', 'unit', 3.1, 1.2, 15],
    ['Apósitos adhesivos surtidos (x 20)', 'box', 2.8, 0.9, 20],
    ['Esparadrapo hipoalergénico 2,5 cm', 'unit', 1.9, 0.6, 15],
    ['Solución antiséptica de clorhexidina 250 ml', 'bottle', 5.6, 2.2, 10],
    ['Suero fisiológico 100 ml', 'bottle', 1.5, 0.4, 30],
    ['Sutura de nailon 4-0', 'box', 14.0, 6.5, 6],
    ['Algodón hidrófilo 100 g', 'pack', 1.7, 0.5, 12],
  ],
  buc: [
    ['Cepillo dental suave', 'unit', 2.5, 0.8, 25],
    ['Pasta dental con flúor 100 ml', 'tube', 3.2, 1.1, 20],
    ['Hilo dental 50 m', 'unit', 2.9, 0.9, 15],
    ['Enjuague bucal sin alcohol 500 ml', 'bottle', 6.8, 2.6, 10],
    ['Cepillo interdental (x 6)', 'pack', 4.5, 1.5, 10],
    ['Gel desensibilizante 75 ml', 'tube', 7.9, 3.0, 6],
    ['Kit de blanqueamiento en casa', 'box', 39.0, 17.0, 3],
    ['Protector bucal nocturno', 'unit', 25.0, 9.0, 4],
  ],
  dcs: [
    ['Protector solar FPS 50 200 ml', 'bottle', 19.5, 8.0, 10],
    ['Crema hidratante con urea 10%', 'tube', 12.0, 4.8, 8],
    ['Gel limpiador para piel grasa', 'bottle', 14.5, 5.9, 6],
    ['Crema reparadora con pantenol', 'tube', 9.8, 3.7, 8],
    ['Sérum de vitamina C', 'bottle', 29.0, 12.5, 4],
    ['Champú anticaspa medicado', 'bottle', 13.2, 5.1, 6],
    ['Bálsamo labial reparador', 'tube', 4.9, 1.6, 10],
  ],
  des: [
    ['Guantes de nitrilo talla M (x 100)', 'box', 11.0, 6.0, 10],
    ['Mascarillas quirúrgicas (x 50)', 'box', 7.5, 3.0, 10],
    ['Jeringas de 5 ml (x 100)', 'box', 12.0, 6.5, 5],
    ['Agujas 23G (x 100)', 'box', 8.0, 4.0, 5],
    ['Bajalenguas de madera (x 100)', 'box', 3.5, 1.2, 5],
    ['Espéculo vaginal descartable', 'unit', 1.2, 0.4, 30],
    ['Batas descartables', 'unit', 1.8, 0.7, 20],
  ],
}

export const HOLIDAYS_FIXED = [
  ['01-01', 'Año Nuevo'],
  ['05-01', 'Día del Trabajo'],
  ['10-12', 'Fiesta Nacional'],
  ['12-08', 'Inmaculada Concepción'],
  ['12-25', 'Navidad'],
] as const

export const DOCTOR_COLORS = ['#1e88e5', '#43a047', '#e53935', '#8e24aa', '#fb8c00', '#00897b', '#3949ab', '#d81b60']

export const CANCEL_REASONS = [
  'El paciente no puede asistir por trabajo',
  'Viaje imprevisto',
  'Se siente mejor y prefiere no venir',
  'Problemas de transporte',
  'Cambio de cobertura del seguro',
  'El doctor tuvo una urgencia',
]
