type Pair = [title: string, text: string]

/** The Spanish and Turkish of the academy's category titles, by slug (product names stay as they are). */
export const CATEGORY_TITLES: Record<string, { es: string; tr: string }> = {
  web: { es: 'Web', tr: 'Web' },
  firebase: { es: 'Firebase', tr: 'Firebase' },
  cloud: { es: 'Nube', tr: 'Bulut' },
  android: { es: 'Android', tr: 'Android' },
}

/** Each course's title and description in Spanish and Turkish, by its English title. */
export const COURSE_TRANSLATIONS: Record<string, { es: Pair; tr: Pair }> = {
  'Modern React Fundamentals': {
    es: ['Fundamentos de React moderno', 'Componentes, estado y efectos: lo básico para crear interfaces con React'],
    tr: ['Modern React Temelleri', 'Bileşenler, durum ve etkiler: React ile arayüz kurmanın temelleri'],
  },
  'TypeScript from Zero': {
    es: ['TypeScript desde cero', 'Un primer curso de TypeScript: tipos, genéricos y un código más seguro'],
    tr: ['Sıfırdan TypeScript', 'TypeScript’e ilk adım: tipler, jenerikler ve daha güvenli bir kod tabanı'],
  },
  'Quick Settings Tiles on Android': {
    es: [
      'Mosaicos de ajustes rápidos en Android',
      'Guía paso a paso para añadir tus propios mosaicos de ajustes rápidos',
    ],
    tr: ['Android’de Hızlı Ayarlar Kutucukları', 'Kendi hızlı ayar kutucuklarınızı eklemek için adım adım rehber'],
  },
  'Realtime Chat with Firebase': {
    es: [
      'Chat en tiempo real con Firebase',
      'Crea una pequeña aplicación de chat que se actualiza en vivo con Firebase',
    ],
    tr: ['Firebase ile Gerçek Zamanlı Sohbet', 'Firebase ile canlı güncellenen küçük bir sohbet uygulaması yapın'],
  },
  'Keeping Sensitive Data Safe on Android': {
    es: [
      'Proteger datos sensibles en Android',
      'Aprende a guardar secretos, claves y datos personales de forma segura',
    ],
    tr: [
      'Android’de Hassas Verileri Korumak',
      'Gizli bilgileri, anahtarları ve kişisel verileri güvenle saklamayı öğrenin',
    ],
  },
  'APIs at Scale with an API Gateway': {
    es: [
      'APIs a escala con un API Gateway',
      'Pon una pasarela delante de tus servicios: claves, cuotas y monitorización',
    ],
    tr: ['API Gateway ile Ölçekli API’ler', 'Hizmetlerinizin önüne bir ağ geçidi koyun: anahtarlar, kotalar ve izleme'],
  },
  'Offline-first Apps with Service Workers': {
    es: [
      'Aplicaciones offline-first con service workers',
      'Guía paso a paso para aplicaciones que siguen funcionando sin red',
    ],
    tr: [
      'Service Worker ile Çevrimdışı Öncelikli Uygulamalar',
      'Ağ olmadan da çalışan uygulamalar için adım adım rehber',
    ],
  },
  'Serverless Functions for Firebase': {
    es: [
      'Funciones serverless para Firebase',
      'Guía para principiantes: escribir, probar y desplegar funciones en la nube',
    ],
    tr: [
      'Firebase için Sunucusuz Fonksiyonlar',
      'Bulut fonksiyonlarını yazmak, test etmek ve dağıtmak için başlangıç rehberi',
    ],
  },
  'Building a gRPC Service': {
    es: ['Crear un servicio gRPC', 'Diseña el contrato de un servicio y sírvelo con gRPC'],
    tr: ['gRPC Hizmeti Oluşturmak', 'Bir hizmet sözleşmesi tasarlayın ve gRPC üzerinden sunun'],
  },
  'Querying Public Data with BigQuery': {
    es: ['Consultar datos públicos con BigQuery', 'Explora grandes conjuntos de datos públicos con SQL'],
    tr: ['BigQuery ile Açık Verileri Sorgulamak', 'Büyük açık veri kümelerini düz SQL ile keşfedin'],
  },
  'User Management with Firebase Auth': {
    es: [
      'Gestión de usuarios con Firebase Auth',
      'Registro, inicio de sesión y perfiles para tus usuarios con Firebase Auth',
    ],
    tr: ['Firebase Auth ile Kullanıcı Yönetimi', 'Firebase Auth ile kullanıcılarınız için kayıt, giriş ve profiller'],
  },
  'Accessible Forms that Everyone Can Use': {
    es: ['Formularios accesibles para todos', 'Etiquetas, errores y uso con teclado, bien hechos'],
    tr: ['Herkesin Kullanabileceği Erişilebilir Formlar', 'Etiketler, hatalar ve klavye desteği, doğru biçimde'],
  },
  'CSS Layout with Grid and Flexbox': {
    es: [
      'Maquetación CSS con Grid y Flexbox',
      'Las herramientas de maquetación del CSS moderno y cuándo usar cada una',
    ],
    tr: ['Grid ve Flexbox ile CSS Yerleşimi', 'Modern CSS’in yerleşim araçları ve hangisinin ne zaman kullanılacağı'],
  },
  'Firebase for Android Developers': {
    es: ['Firebase para desarrolladores Android', 'Guía para principiantes de Firebase en Android'],
    tr: ['Android Geliştiricileri için Firebase', 'Android’de Firebase için başlangıç rehberi'],
  },
  'Web Performance Budgets': {
    es: ['Presupuestos de rendimiento web', 'Mide lo que esperan los usuarios y mantenlo rápido versión tras versión'],
    tr: ['Web Performans Bütçeleri', 'Kullanıcıların beklediğini ölçün ve her sürümde hızlı tutun'],
  },
  'Your First Installable Web App': {
    es: ['Tu primera aplicación web instalable', 'Guía paso a paso para una aplicación web que se puede instalar'],
    tr: ['İlk Yüklenebilir Web Uygulamanız', 'İnsanların yükleyebileceği bir web uygulaması için adım adım rehber'],
  },
  'Notebooks in the Cloud': {
    es: ['Cuadernos en la nube', 'De principio a fin: explora datos en cuadernos alojados'],
    tr: ['Bulutta Not Defterleri', 'Baştan sona: barındırılan not defterlerinde veri keşfi'],
  },
  'Data Modelling in Cloud Firestore': {
    es: ['Modelado de datos en Cloud Firestore', 'Guía paso a paso para estructurar documentos y colecciones'],
    tr: ['Cloud Firestore’da Veri Modelleme', 'Belgeleri ve koleksiyonları yapılandırmak için adım adım rehber'],
  },
}

/** Each step's title and subtitle in Spanish and Turkish, by its English title. */
export const STEP_TRANSLATIONS: Record<string, { es: Pair; tr: Pair }> = {
  Introduction: {
    es: ['Introducción', 'Qué cubre este curso y cómo está organizado'],
    tr: ['Giriş', 'Bu kursun neleri kapsadığı ve nasıl düzenlendiği'],
  },
  'Get the sample code': {
    es: ['Obtén el código de ejemplo', 'Dónde encontrar el proyecto inicial y cómo abrirlo'],
    tr: ['Örnek kodu alın', 'Başlangıç projesini nerede bulacağınız ve nasıl açacağınız'],
  },
  'Set up your project': {
    es: ['Prepara tu proyecto', 'Crea el proyecto y ejecútalo en tu equipo'],
    tr: ['Projenizi kurun', 'Projeyi oluşturun ve bilgisayarınızda çalıştırın'],
  },
  'Install the command line tools': {
    es: ['Instala las herramientas de línea de comandos', 'Las herramientas que usarás durante el resto del curso'],
    tr: ['Komut satırı araçlarını yükleyin', 'Kursun geri kalanında kullanacağınız araçlar'],
  },
  'Build and run the app': {
    es: ['Compila y ejecuta la aplicación', 'Compila la primera versión, despliégala y ábrela'],
    tr: ['Uygulamayı derleyin ve çalıştırın', 'İlk sürümü derleyin, dağıtın ve açın'],
  },
  'The project structure': {
    es: ['La estructura del proyecto', 'Un recorrido por las carpetas y lo que hay en cada una'],
    tr: ['Proje yapısı', 'Klasörlerde ve içlerinde neler olduğuna bir bakış'],
  },
  'Your first feature': {
    es: ['Tu primera funcionalidad', 'Escribe, ejecuta y comprueba una pequeña funcionalidad de principio a fin'],
    tr: ['İlk özelliğiniz', 'Küçük bir özelliği baştan sona yazın, çalıştırın ve denetleyin'],
  },
  'Welcome new users': {
    es: ['Da la bienvenida a los usuarios nuevos', 'Saluda a las personas la primera vez que inician sesión'],
    tr: ['Yeni kullanıcıları karşılayın', 'İnsanları ilk kez oturum açtıklarında selamlayın'],
  },
  'Working with images': {
    es: ['Trabajar con imágenes', 'Redimensiona, recorta y optimiza las imágenes que suben los usuarios'],
    tr: ['Görsellerle çalışmak', 'Kullanıcıların yüklediği görselleri boyutlandırın, kırpın ve iyileştirin'],
  },
  Notifications: {
    es: ['Notificaciones', 'Avisa a los usuarios cuando ocurre algo nuevo'],
    tr: ['Bildirimler', 'Yeni bir şey olduğunda kullanıcılara haber verin'],
  },
  'Congratulations!': {
    es: ['¡Enhorabuena!', 'Buen trabajo, has terminado el curso'],
    tr: ['Tebrikler!', 'Harika iş, kursu bitirdiniz'],
  },
}

/** The step article (one for every step, as in the template) in Spanish and Turkish. */
export const STEP_CONTENT = {
  es: (title: string, subtitle: string) => `<h2>${title}</h2>
<p class="lead">${subtitle}. Lee este paso de principio a fin una vez y vuelve a las partes que necesites mientras trabajas.</p>
<p>Cada paso del curso se apoya en el anterior. Ten el proyecto de ejemplo abierto junto a esta página y prueba cada cambio tú mismo: leer código enseña menos que <em>ejecutarlo</em>. Si algo no funciona como se describe, compara tus archivos con la carpeta <code>finished</code> del código de ejemplo.</p>
<h3>Qué harás</h3>
<ol><li>Lee la breve explicación de abajo.</li><li>Haz el cambio en tu copia del proyecto.</li><li>Ejecuta la aplicación y comprueba el resultado.</li></ol>
<blockquote><p>Tómate tu tiempo. Los pasos pequeños y probados son más rápidos que los grandes saltos que luego hay que depurar.</p></blockquote>
<h3>Más de cerca</h3>
<p>Casi todo el trabajo ocurre en unos pocos archivos. Abre primero <code>src/main.ts</code>: ahí arranca la aplicación y ahí encaja cada paso posterior.</p>
<pre><code>export function start(app) {
  app.mount('#root')
}</code></pre>
<p>Ten en cuenta:</p>
<ul><li>Guarda a menudo y deja el servidor de desarrollo en marcha.</li><li>Lee los mensajes de error hasta el final: la causa suele estar en la última línea.</li><li>Confirma tu trabajo al final de cada paso.</li></ul>
<p>Cuando la aplicación funcione como se describe, estarás listo para el siguiente paso.</p>`,
  tr: (title: string, subtitle: string) => `<h2>${title}</h2>
<p class="lead">${subtitle}. Bu adımı bir kez baştan sona okuyun, çalışırken ihtiyaç duyduğunuz bölümlere geri dönün.</p>
<p>Kursun her adımı bir öncekinin üzerine kurulur. Örnek projeyi bu sayfanın yanında açık tutun ve her değişikliği kendiniz deneyin: kod okumak, onu <em>çalıştırmaktan</em> daha az öğretir. Bir şey anlatıldığı gibi çalışmazsa dosyalarınızı örnek kodun <code>finished</code> klasörüyle karşılaştırın.</p>
<h3>Neler yapacaksınız</h3>
<ol><li>Aşağıdaki kısa açıklamayı okuyun.</li><li>Değişikliği projenin kendi kopyanızda yapın.</li><li>Uygulamayı çalıştırın ve sonucu denetleyin.</li></ol>
<blockquote><p>Acele etmeyin. Küçük ve denenmiş adımlar, sonradan hata ayıklamanız gereken büyük sıçramalardan daha hızlıdır.</p></blockquote>
<h3>Daha yakından</h3>
<p>İşin çoğu birkaç dosyada olur. Önce <code>src/main.ts</code>’i açın: uygulama orada başlar ve sonraki her adım oraya eklenir.</p>
<pre><code>export function start(app) {
  app.mount('#root')
}</code></pre>
<p>Akılda tutulacaklar:</p>
<ul><li>Sık kaydedin ve geliştirme sunucusunu açık tutun.</li><li>Hata mesajlarını sonuna kadar okuyun: neden genellikle son satırdadır.</li><li>Her adımın sonunda çalışmanızı kaydedin (commit).</li></ul>
<p>Uygulama anlatıldığı gibi çalıştığında bir sonraki adıma hazırsınız.</p>`,
}
