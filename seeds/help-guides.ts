/** A text in each language of the app. */
export interface Text {
  en: string
  es: string
  tr: string
}

export interface GuideSource {
  slug: string
  title: Text
  subtitle: Text
  /** HTML, sanitised by the page before rendering. */
  content: Text
}

export interface GuideCategorySource {
  slug: string
  title: Text
  guides: GuideSource[]
}

const steps = (...items: string[]) => `<ol>${items.map((i) => `<li>${i}</li>`).join('')}</ol>`
const bullets = (...items: string[]) => `<ul>${items.map((i) => `<li>${i}</li>`).join('')}</ul>`

/** The help center's guides: how to use this clinic app, in English, Spanish and Turkish. */
export const GUIDE_CATEGORIES: GuideCategorySource[] = [
  {
    slug: 'getting-started',
    title: { en: 'Getting started', es: 'Primeros pasos', tr: 'Başlarken' },
    guides: [
      {
        slug: 'install-the-app',
        title: { en: 'Install the app', es: 'Instalar la aplicación', tr: 'Uygulamayı yükleyin' },
        subtitle: {
          en: 'Keep the clinic one tap away on your phone or computer',
          es: 'Ten la clínica a un toque en tu teléfono u ordenador',
          tr: 'Kliniği telefonunuzda veya bilgisayarınızda bir dokunuş uzağında tutun',
        },
        content: {
          en: `<p class="lead">The app installs from the browser: no store, no download page. Once installed it opens in its own window and works without a connection.</p>
<h3>On Android and on computers (Chrome, Edge)</h3>
${steps('Open the app in the browser and sign in once.', 'When the bar at the bottom offers <strong>Install app</strong>, tap it. In Chrome you can also open the browser menu and choose <em>Install app</em>.', 'Confirm. The clinic icon appears on your home screen or in your applications.')}
<h3>On iPhone and iPad</h3>
${steps('Open the app in <strong>Safari</strong> (other browsers on iOS cannot install it).', 'Tap the Share button, then <em>Add to Home Screen</em>.', 'Tap <em>Add</em>. Open the app from the new icon from now on.')}
<blockquote><p>When a new version is ready, the app shows <strong>Update</strong>. Nothing you saved is lost when you accept it.</p></blockquote>`,
          es: `<p class="lead">La aplicación se instala desde el navegador: sin tienda ni página de descarga. Una vez instalada, se abre en su propia ventana y funciona sin conexión.</p>
<h3>En Android y en ordenadores (Chrome, Edge)</h3>
${steps('Abre la aplicación en el navegador e inicia sesión una vez.', 'Cuando la barra inferior ofrezca <strong>Instalar app</strong>, tócala. En Chrome también puedes abrir el menú del navegador y elegir <em>Instalar aplicación</em>.', 'Confirma. El icono de la clínica aparece en tu pantalla de inicio o entre tus aplicaciones.')}
<h3>En iPhone y iPad</h3>
${steps('Abre la aplicación en <strong>Safari</strong> (los otros navegadores de iOS no pueden instalarla).', 'Toca el botón Compartir y después <em>Agregar a la pantalla de inicio</em>.', 'Toca <em>Agregar</em>. A partir de ahora, ábrela desde el nuevo icono.')}
<blockquote><p>Cuando hay una versión nueva, la aplicación muestra <strong>Actualizar</strong>. Al aceptarla no se pierde nada de lo guardado.</p></blockquote>`,
          tr: `<p class="lead">Uygulama tarayıcıdan yüklenir: mağaza ya da indirme sayfası yoktur. Yüklendikten sonra kendi penceresinde açılır ve bağlantı olmadan da çalışır.</p>
<h3>Android'de ve bilgisayarlarda (Chrome, Edge)</h3>
${steps('Uygulamayı tarayıcıda açın ve bir kez oturum açın.', 'Alttaki çubuk <strong>Uygulamayı yükle</strong> önerdiğinde ona dokunun. Chrome’da tarayıcı menüsünden <em>Uygulamayı yükle</em> seçeneğini de kullanabilirsiniz.', 'Onaylayın. Klinik simgesi ana ekranınızda veya uygulamalarınız arasında görünür.')}
<h3>iPhone ve iPad'de</h3>
${steps('Uygulamayı <strong>Safari</strong>’de açın (iOS’taki diğer tarayıcılar yükleyemez).', 'Paylaş düğmesine, ardından <em>Ana Ekrana Ekle</em> seçeneğine dokunun.', '<em>Ekle</em>’ye dokunun. Bundan sonra uygulamayı yeni simgeden açın.')}
<blockquote><p>Yeni bir sürüm hazır olduğunda uygulama <strong>Güncelle</strong> düğmesini gösterir. Kabul ettiğinizde kaydettiğiniz hiçbir şey kaybolmaz.</p></blockquote>`,
        },
      },
      {
        slug: 'work-offline-and-sync',
        title: {
          en: 'Work offline and sync',
          es: 'Trabajar sin conexión y sincronizar',
          tr: 'Çevrimdışı çalışın ve eşitleyin',
        },
        subtitle: {
          en: 'What happens to your work when the connection drops',
          es: 'Qué pasa con tu trabajo cuando se corta la conexión',
          tr: 'Bağlantı kesildiğinde işinize ne olur',
        },
        content: {
          en: `<p class="lead">Everything you see is kept on your device, so the app keeps working without internet: you can book, edit patients and record stock while offline.</p>
<h3>How it works</h3>
${bullets('Each change is saved on the device at once and put in a queue of changes to send.', 'When the clinic uses the sync server, the queue is sent as soon as there is a connection, and the changes made on the other devices are brought in.', 'If two devices changed the same record, the app keeps both versions apart and asks which one to keep instead of overwriting one silently.')}
<h3>Good to know</h3>
${bullets('Booking rules (opening hours, overlaps, holidays) are checked on the device and again on the server.', 'Do not clear the browser data of the app while you have unsent changes: they live only on this device until they are sent.', 'An administrator can reset the demo data from the settings; the app names the unsent changes that a reset would lose before doing it.')}`,
          es: `<p class="lead">Todo lo que ves se guarda en tu dispositivo, así que la aplicación sigue funcionando sin internet: puedes agendar, editar pacientes y registrar existencias sin conexión.</p>
<h3>Cómo funciona</h3>
${bullets('Cada cambio se guarda al instante en el dispositivo y entra en una cola de cambios por enviar.', 'Cuando la clínica usa el servidor de sincronización, la cola se envía en cuanto hay conexión y llegan los cambios hechos en los demás dispositivos.', 'Si dos dispositivos cambiaron el mismo registro, la aplicación guarda ambas versiones por separado y pregunta cuál conservar en lugar de sobrescribir una en silencio.')}
<h3>Conviene saber</h3>
${bullets('Las reglas de las citas (horario, solapamientos, festivos) se comprueban en el dispositivo y de nuevo en el servidor.', 'No borres los datos del navegador de la aplicación si tienes cambios sin enviar: solo existen en este dispositivo hasta que se envían.', 'Un administrador puede restablecer los datos de demostración desde los ajustes; antes de hacerlo, la aplicación indica los cambios sin enviar que se perderían.')}`,
          tr: `<p class="lead">Gördüğünüz her şey cihazınızda saklanır; bu yüzden uygulama internet olmadan da çalışır: çevrimdışıyken randevu verebilir, hastaları düzenleyebilir ve stok kaydedebilirsiniz.</p>
<h3>Nasıl çalışır</h3>
${bullets('Her değişiklik hemen cihaza kaydedilir ve gönderilecek değişiklikler kuyruğuna eklenir.', 'Klinik eşitleme sunucusunu kullandığında, bağlantı olur olmaz kuyruk gönderilir ve diğer cihazlarda yapılan değişiklikler alınır.', 'İki cihaz aynı kaydı değiştirdiyse uygulama birini sessizce ezmek yerine iki sürümü ayrı tutar ve hangisinin kalacağını sorar.')}
<h3>Bilmekte fayda var</h3>
${bullets('Randevu kuralları (çalışma saatleri, çakışmalar, tatiller) cihazda ve sunucuda yeniden denetlenir.', 'Gönderilmemiş değişiklikleriniz varken uygulamanın tarayıcı verilerini silmeyin: gönderilene kadar yalnızca bu cihazdadırlar.', 'Bir yönetici demo verilerini ayarlardan sıfırlayabilir; uygulama bunu yapmadan önce kaybolacak gönderilmemiş değişiklikleri belirtir.')}`,
        },
      },
      {
        slug: 'find-your-way',
        title: { en: 'Find your way around', es: 'Orientarse en la aplicación', tr: 'Uygulamada yolunuzu bulun' },
        subtitle: {
          en: 'The menu, the search and what each role sees',
          es: 'El menú, la búsqueda y lo que ve cada rol',
          tr: 'Menü, arama ve her rolün gördükleri',
        },
        content: {
          en: `<p class="lead">The menu on the left (or at the top on wide screens) lists what your role may use. <strong>Home</strong> shows today at a glance: appointments by state, the next patients, the doctors on duty and products running low.</p>
<h3>Who sees what</h3>
${bullets('<strong>Reception</strong> books appointments, keeps the patient list and the stock.', '<strong>Doctors</strong> see the agendas, their own agenda and the patients they treat.', '<strong>Administrators</strong> also maintain the catalogue (products, categories, procedures, doctors) and generate the schedules.', '<strong>Patients</strong> book and follow their own appointments.')}
<h3>Faster</h3>
${bullets('The search in the toolbar finds pages, contacts and tasks.', 'The language menu switches between English, Spanish and Turkish; your choice is remembered on this device.')}`,
          es: `<p class="lead">El menú de la izquierda (o de arriba en pantallas anchas) muestra lo que tu rol puede usar. <strong>Inicio</strong> resume el día: citas por estado, próximos pacientes, doctores de turno y productos con pocas existencias.</p>
<h3>Quién ve qué</h3>
${bullets('<strong>Recepción</strong> agenda citas y lleva la lista de pacientes y las existencias.', 'Los <strong>doctores</strong> ven las agendas, su propia agenda y los pacientes que atienden.', 'Los <strong>administradores</strong> además mantienen el catálogo (productos, categorías, procedimientos, doctores) y generan los horarios.', 'Los <strong>pacientes</strong> agendan y siguen sus propias citas.')}
<h3>Más rápido</h3>
${bullets('La búsqueda de la barra superior encuentra páginas, contactos y tareas.', 'El menú de idioma cambia entre inglés, español y turco; tu elección se recuerda en este dispositivo.')}`,
          tr: `<p class="lead">Soldaki menü (geniş ekranlarda üstteki) rolünüzün kullanabildiklerini listeler. <strong>Ana sayfa</strong> günün özetini gösterir: duruma göre randevular, sıradaki hastalar, nöbetteki doktorlar ve azalan ürünler.</p>
<h3>Kim neyi görür</h3>
${bullets('<strong>Resepsiyon</strong> randevu verir, hasta listesini ve stoku tutar.', '<strong>Doktorlar</strong> ajandaları, kendi ajandalarını ve baktıkları hastaları görür.', '<strong>Yöneticiler</strong> ayrıca kataloğu (ürünler, kategoriler, işlemler, doktorlar) yönetir ve takvimleri oluşturur.', '<strong>Hastalar</strong> kendi randevularını alır ve takip eder.')}
<h3>Daha hızlı</h3>
${bullets('Araç çubuğundaki arama sayfaları, kişileri ve görevleri bulur.', 'Dil menüsü İngilizce, İspanyolca ve Türkçe arasında geçiş yapar; seçiminiz bu cihazda hatırlanır.')}`,
        },
      },
      {
        slug: 'sign-in-and-your-account',
        title: { en: 'Sign in and your account', es: 'Iniciar sesión y tu cuenta', tr: 'Oturum açma ve hesabınız' },
        subtitle: {
          en: 'Sign in, verify your email and recover a forgotten password',
          es: 'Inicia sesión, verifica tu correo y recupera una contraseña olvidada',
          tr: 'Oturum açın, e-postanızı doğrulayın ve unutulan şifreyi kurtarın',
        },
        content: {
          en: `<p class="lead">Each person signs in with their own email and password; what the menu offers depends on their role.</p>
${steps('On <strong>Sign in</strong>, enter your email and password. Tick <em>Remember me</em> on your own device only.', 'A new account gets a 4-digit code by email: type it on the verification screen (pasting works too). A new code can be asked for when the countdown ends.', 'Forgot your password? Choose <strong>Forgot password?</strong>, enter your email and follow the link you receive. It works for one hour.')}
<p>Change your name, photo, email or password in <strong>Settings</strong>, from the user menu.</p>`,
          es: `<p class="lead">Cada persona inicia sesión con su propio correo y contraseña; lo que ofrece el menú depende de su rol.</p>
${steps('En <strong>Iniciar sesión</strong>, escribe tu correo y tu contraseña. Marca <em>Recordarme</em> solo en tu propio dispositivo.', 'Una cuenta nueva recibe un código de 4 dígitos por correo: escríbelo en la pantalla de verificación (también se puede pegar). Al terminar la cuenta atrás puedes pedir un código nuevo.', '¿Olvidaste tu contraseña? Elige <strong>¿Olvidaste tu contraseña?</strong>, escribe tu correo y sigue el enlace que recibas. Sirve durante una hora.')}
<p>Cambia tu nombre, foto, correo o contraseña en <strong>Ajustes</strong>, desde el menú de usuario.</p>`,
          tr: `<p class="lead">Herkes kendi e-postası ve şifresiyle oturum açar; menünün sundukları rolüne bağlıdır.</p>
${steps('<strong>Oturum aç</strong> ekranında e-postanızı ve şifrenizi yazın. <em>Beni hatırla</em>’yı yalnızca kendi cihazınızda işaretleyin.', 'Yeni bir hesap e-postayla 4 haneli bir kod alır: doğrulama ekranına yazın (yapıştırmak da olur). Geri sayım bitince yeni kod isteyebilirsiniz.', 'Şifrenizi mi unuttunuz? <strong>Şifremi unuttum</strong>’u seçin, e-postanızı yazın ve gelen bağlantıyı izleyin. Bir saat geçerlidir.')}
<p>Adınızı, fotoğrafınızı, e-postanızı veya şifrenizi kullanıcı menüsündeki <strong>Ayarlar</strong>’dan değiştirin.</p>`,
        },
      },
      {
        slug: 'get-help',
        title: { en: 'Get help', es: 'Obtener ayuda', tr: 'Yardım alın' },
        subtitle: {
          en: 'Guides, answers and a message to the team',
          es: 'Guías, respuestas y un mensaje al equipo',
          tr: 'Rehberler, yanıtlar ve ekibe bir mesaj',
        },
        content: {
          en: `<p class="lead">Start with the search of the help center: it looks through every frequently asked question as you type.</p>
${bullets('The <a href="/apps/help-center/faqs">frequently asked questions</a> are grouped by topic.', 'The guides explain each part of the app step by step.', 'Still stuck? <a href="/apps/help-center/support">Write to support</a>: choose a topic, say what happened, and the clinic’s team reads your request.')}`,
          es: `<p class="lead">Empieza por la búsqueda del centro de ayuda: revisa todas las preguntas frecuentes mientras escribes.</p>
${bullets('Las <a href="/apps/help-center/faqs">preguntas frecuentes</a> están agrupadas por tema.', 'Las guías explican cada parte de la aplicación paso a paso.', '¿Sigues con dudas? <a href="/apps/help-center/support">Escribe a soporte</a>: elige un tema, cuenta qué pasó y el equipo de la clínica leerá tu solicitud.')}`,
          tr: `<p class="lead">Yardım merkezinin aramasıyla başlayın: siz yazarken sık sorulan tüm soruları tarar.</p>
${bullets('<a href="/apps/help-center/faqs">Sık sorulan sorular</a> konulara göre gruplanmıştır.', 'Rehberler uygulamanın her bölümünü adım adım anlatır.', 'Hâlâ takıldınız mı? <a href="/apps/help-center/support">Desteğe yazın</a>: bir konu seçin, ne olduğunu anlatın; klinik ekibi talebinizi okur.')}`,
        },
      },
    ],
  },
  {
    slug: 'appointments',
    title: { en: 'Appointments', es: 'Citas', tr: 'Randevular' },
    guides: [
      {
        slug: 'book-an-appointment',
        title: { en: 'Book an appointment', es: 'Agendar una cita', tr: 'Randevu alın' },
        subtitle: {
          en: 'Patient, service, doctor and a free time',
          es: 'Paciente, servicio, doctor y una hora libre',
          tr: 'Hasta, hizmet, doktor ve boş bir saat',
        },
        content: {
          en: `<p class="lead">Open <strong>Agendas › Book an appointment</strong>. The form walks you through four choices; only free times are offered.</p>
${steps('<strong>Patient</strong>: search by name or document number. Someone new? Register them right there without leaving the form.', '<strong>Service</strong>: choose the procedure. Its duration and price come from the catalogue.', '<strong>Doctor</strong>: only the doctors who perform that procedure are listed.', '<strong>Day and time</strong>: pick a day, then one of the free times shown as chips. Select <strong>Book</strong>.')}
<h3>When a time is refused</h3>
<p>If someone booked the same time a moment earlier, or the doctor is off, the app says why next to the form and keeps everything you chose: pick another time and book again.</p>
<blockquote><p>A patient who books for themself sees only their own record and their own appointments.</p></blockquote>`,
          es: `<p class="lead">Abre <strong>Agendas › Agendar cita</strong>. El formulario te guía por cuatro elecciones; solo se ofrecen horas libres.</p>
${steps('<strong>Paciente</strong>: busca por nombre o número de documento. ¿Es alguien nuevo? Regístralo ahí mismo sin salir del formulario.', '<strong>Servicio</strong>: elige el procedimiento. Su duración y precio vienen del catálogo.', '<strong>Doctor</strong>: solo aparecen los doctores que realizan ese procedimiento.', '<strong>Día y hora</strong>: elige un día y después una de las horas libres. Pulsa <strong>Agendar</strong>.')}
<h3>Cuando una hora se rechaza</h3>
<p>Si alguien agendó la misma hora un momento antes, o el doctor no trabaja ese día, la aplicación explica el motivo junto al formulario y conserva lo que elegiste: elige otra hora y vuelve a agendar.</p>
<blockquote><p>Un paciente que agenda para sí mismo solo ve su propio registro y sus propias citas.</p></blockquote>`,
          tr: `<p class="lead"><strong>Ajandalar › Randevu al</strong> sayfasını açın. Form sizi dört seçimden geçirir; yalnızca boş saatler sunulur.</p>
${steps('<strong>Hasta</strong>: ada veya belge numarasına göre arayın. Yeni biri mi? Formdan çıkmadan orada kaydedin.', '<strong>Hizmet</strong>: işlemi seçin. Süresi ve ücreti katalogdan gelir.', '<strong>Doktor</strong>: yalnızca o işlemi yapan doktorlar listelenir.', '<strong>Gün ve saat</strong>: bir gün, ardından boş saatlerden birini seçin. <strong>Randevu al</strong>’ı seçin.')}
<h3>Bir saat reddedildiğinde</h3>
<p>Biri aynı saati az önce aldıysa ya da doktor o gün çalışmıyorsa, uygulama nedenini formun yanında söyler ve seçtiklerinizi korur: başka bir saat seçip yeniden deneyin.</p>
<blockquote><p>Kendisi için randevu alan bir hasta yalnızca kendi kaydını ve kendi randevularını görür.</p></blockquote>`,
        },
      },
      {
        slug: 'use-the-agendas',
        title: { en: 'Use the agendas', es: 'Usar las agendas', tr: 'Ajandaları kullanın' },
        subtitle: {
          en: 'Day, week and list views, doctors side by side',
          es: 'Vistas de día, semana y lista, doctores lado a lado',
          tr: 'Gün, hafta ve liste görünümleri, doktorlar yan yana',
        },
        content: {
          en: `<p class="lead"><strong>General agenda</strong> shows every doctor's appointments, each doctor in their own colour. <strong>My agenda</strong> shows only yours (an administrator picks the doctor).</p>
${bullets('Switch between <em>Day</em>, <em>Week</em> and <em>List</em>. On a phone you get the list and a one-doctor day.', 'Hours outside the generated schedule are hatched: nobody can be booked there.', 'The date, view and doctor filter are part of the address, so you can bookmark or share a view.')}
<h3>Move an appointment through the day</h3>
${steps('Select an appointment to see its details.', 'Use the actions it offers: <em>Confirm</em>, <em>Check in</em>, <em>Start</em>, <em>Finish</em>, <em>No-show</em> or <em>Cancel</em> (a cancellation asks for a reason).', 'To reschedule, drag it to a new time. If the new time is taken, the app says so and the appointment goes back where it was.')}`,
          es: `<p class="lead">La <strong>Agenda general</strong> muestra las citas de todos los doctores, cada uno con su color. <strong>Mi agenda</strong> muestra solo las tuyas (un administrador elige el doctor).</p>
${bullets('Cambia entre <em>Día</em>, <em>Semana</em> y <em>Lista</em>. En el teléfono verás la lista y el día de un doctor.', 'Las horas fuera del horario generado aparecen rayadas: nadie puede agendarse ahí.', 'La fecha, la vista y el filtro de doctor forman parte de la dirección, así que puedes guardar o compartir una vista.')}
<h3>Llevar una cita a lo largo del día</h3>
${steps('Selecciona una cita para ver sus detalles.', 'Usa las acciones que ofrece: <em>Confirmar</em>, <em>Registrar llegada</em>, <em>Iniciar</em>, <em>Finalizar</em>, <em>No asistió</em> o <em>Cancelar</em> (la cancelación pide un motivo).', 'Para reprogramarla, arrástrala a otra hora. Si esa hora está ocupada, la aplicación lo indica y la cita vuelve a su sitio.')}`,
          tr: `<p class="lead"><strong>Genel ajanda</strong> her doktorun randevularını kendi rengiyle gösterir. <strong>Ajandam</strong> yalnızca sizinkileri gösterir (yönetici doktoru seçer).</p>
${bullets('<em>Gün</em>, <em>Hafta</em> ve <em>Liste</em> arasında geçiş yapın. Telefonda liste ve tek doktorlu gün görünür.', 'Oluşturulan takvimin dışındaki saatler taralıdır: oraya randevu verilemez.', 'Tarih, görünüm ve doktor filtresi adresin parçasıdır; bir görünümü kaydedebilir veya paylaşabilirsiniz.')}
<h3>Randevuyu gün boyunca ilerletin</h3>
${steps('Ayrıntılarını görmek için bir randevu seçin.', 'Sunduğu eylemleri kullanın: <em>Onayla</em>, <em>Giriş yap</em>, <em>Başlat</em>, <em>Bitir</em>, <em>Gelmedi</em> veya <em>İptal et</em> (iptal bir neden ister).', 'Yeniden planlamak için randevuyu yeni bir saate sürükleyin. Saat doluysa uygulama bunu söyler ve randevu yerine döner.')}`,
        },
      },
    ],
  },
  {
    slug: 'schedules',
    title: { en: 'Schedules', es: 'Horarios', tr: 'Takvimler' },
    guides: [
      {
        slug: 'generate-schedules',
        title: { en: 'Generate schedules', es: 'Generar horarios', tr: 'Takvim oluşturun' },
        subtitle: {
          en: 'Turn the doctors’ working plans into bookable times',
          es: 'Convierte los planes de trabajo en horas agendables',
          tr: 'Doktorların çalışma planlarını randevu saatlerine dönüştürün',
        },
        content: {
          en: `<p class="lead">Appointments can only be booked inside a doctor's generated schedule. An administrator generates it from each doctor's weekly plan.</p>
<h3>Before you generate</h3>
${bullets('In <strong>Maintenance › Doctors</strong>, give each doctor a weekly plan: the hours of each working weekday and their breaks, and the length of a slot.', 'Add exceptions for a doctor’s holidays or special hours, and the clinic’s closed days under <em>Holidays</em>.')}
<h3>Generate</h3>
${steps('Open <strong>Administration › Generate schedules</strong>.', 'Choose the first and last day, and the doctors (all of them by default).', 'Select <strong>Generate</strong>. The result lists, per doctor, the days and slots created.')}
<p>Generating again over the same days replaces their grid; booked appointments are never moved.</p>`,
          es: `<p class="lead">Las citas solo pueden agendarse dentro del horario generado de un doctor. Un administrador lo genera a partir del plan semanal de cada doctor.</p>
<h3>Antes de generar</h3>
${bullets('En <strong>Mantenimiento › Doctores</strong>, da a cada doctor un plan semanal: las horas de cada día laborable con sus descansos, y la duración de un turno.', 'Añade excepciones para las vacaciones u horarios especiales de un doctor, y los días de cierre de la clínica en <em>Festivos</em>.')}
<h3>Generar</h3>
${steps('Abre <strong>Administración › Generar horarios</strong>.', 'Elige el primer y el último día, y los doctores (todos por defecto).', 'Pulsa <strong>Generar</strong>. El resultado muestra, por doctor, los días y turnos creados.')}
<p>Generar de nuevo sobre los mismos días reemplaza su cuadrícula; las citas agendadas nunca se mueven.</p>`,
          tr: `<p class="lead">Randevular yalnızca bir doktorun oluşturulmuş takvimi içinde verilebilir. Bir yönetici bunu her doktorun haftalık planından oluşturur.</p>
<h3>Oluşturmadan önce</h3>
${bullets('<strong>Bakım › Doktorlar</strong> bölümünde her doktora haftalık bir plan verin: her çalışma gününün saatleri ve molaları ile bir randevu diliminin süresi.', 'Doktorun izinleri veya özel saatleri için istisnalar, kliniğin kapalı günleri için <em>Tatiller</em> ekleyin.')}
<h3>Oluşturun</h3>
${steps('<strong>Yönetim › Takvim oluştur</strong> sayfasını açın.', 'İlk ve son günü ve doktorları seçin (varsayılan olarak hepsi).', '<strong>Oluştur</strong>’u seçin. Sonuç, doktor başına oluşturulan günleri ve dilimleri listeler.')}
<p>Aynı günler için yeniden oluşturmak o günlerin çizelgesini değiştirir; alınmış randevular asla taşınmaz.</p>`,
        },
      },
    ],
  },
  {
    slug: 'patients',
    title: { en: 'Patients', es: 'Pacientes', tr: 'Hastalar' },
    guides: [
      {
        slug: 'manage-patients',
        title: { en: 'Manage patients', es: 'Gestionar pacientes', tr: 'Hastaları yönetin' },
        subtitle: {
          en: 'Register, find, update and deactivate patients',
          es: 'Registrar, buscar, actualizar y desactivar pacientes',
          tr: 'Hastaları kaydedin, bulun, güncelleyin ve pasifleştirin',
        },
        content: {
          en: `<p class="lead">The patient list is under <strong>Patients › List</strong>; reception and administrators keep it, doctors read it.</p>
<h3>Register a patient</h3>
${steps('Choose <strong>Patients › Add</strong>.', 'Fill in the document type and number, names and surnames, birth date, sex and a phone number. Email, address, an emergency contact and notes are optional.', 'Select <strong>Save</strong>. A document number can belong to only one patient.')}
<h3>Find and update</h3>
${bullets('Search by name or document; sort by any column. Search, sort and page stay in the address.', 'Open a patient to change any field and save.', 'A patient with appointments cannot be deleted: deactivate them instead, and they stop appearing when booking.')}`,
          es: `<p class="lead">La lista de pacientes está en <strong>Clientes › Lista</strong>; la llevan recepción y los administradores, los doctores la consultan.</p>
<h3>Registrar un paciente</h3>
${steps('Elige <strong>Clientes › Agregar</strong>.', 'Completa el tipo y número de documento, nombres y apellidos, fecha de nacimiento, sexo y un teléfono. El correo, la dirección, un contacto de emergencia y las notas son opcionales.', 'Pulsa <strong>Guardar</strong>. Un número de documento solo puede pertenecer a un paciente.')}
<h3>Buscar y actualizar</h3>
${bullets('Busca por nombre o documento; ordena por cualquier columna. La búsqueda, el orden y la página quedan en la dirección.', 'Abre un paciente para cambiar cualquier dato y guarda.', 'Un paciente con citas no se puede eliminar: desactívalo y dejará de aparecer al agendar.')}`,
          tr: `<p class="lead">Hasta listesi <strong>Hastalar › Liste</strong> altındadır; resepsiyon ve yöneticiler tutar, doktorlar okur.</p>
<h3>Hasta kaydedin</h3>
${steps('<strong>Hastalar › Ekle</strong>’yi seçin.', 'Belge türünü ve numarasını, adları ve soyadları, doğum tarihini, cinsiyeti ve bir telefon numarasını doldurun. E-posta, adres, acil durum kişisi ve notlar isteğe bağlıdır.', '<strong>Kaydet</strong>’i seçin. Bir belge numarası yalnızca bir hastaya ait olabilir.')}
<h3>Bulun ve güncelleyin</h3>
${bullets('Ada veya belgeye göre arayın; herhangi bir sütuna göre sıralayın. Arama, sıralama ve sayfa adreste kalır.', 'Herhangi bir alanı değiştirmek için hastayı açın ve kaydedin.', 'Randevusu olan bir hasta silinemez: onun yerine pasifleştirin, randevu verirken artık görünmez.')}`,
        },
      },
    ],
  },
  {
    slug: 'stock',
    title: { en: 'Stock', es: 'Existencias', tr: 'Stok' },
    guides: [
      {
        slug: 'move-stock',
        title: { en: 'Move stock', es: 'Mover existencias', tr: 'Stok hareketi kaydedin' },
        subtitle: {
          en: 'Record what comes in, goes out or is counted',
          es: 'Registra lo que entra, sale o se cuenta',
          tr: 'Gireni, çıkanı ve sayılanı kaydedin',
        },
        content: {
          en: `<p class="lead">A product's stock is never typed in: it is the sum of its movements, so every change has a date, a person and a note.</p>
${steps('Open <strong>Maintenance › Products</strong> and choose a product (filter by category or <em>low stock</em> to find it fast).', 'Add a movement: <em>In</em> for a delivery, <em>Out</em> for what was used or sold, <em>Adjustment</em> after a count (the quantity you type is the difference).', 'Add a note (the supplier, the reason) and save. The new balance shows at once.')}
${bullets('A movement that would take the stock below zero is refused, and the quantity field says so.', 'Movements are never edited or deleted: correct a mistake with an adjustment.', 'Products under their minimum stock are listed on <strong>Home</strong>.')}`,
          es: `<p class="lead">Las existencias de un producto nunca se escriben a mano: son la suma de sus movimientos, así que cada cambio tiene fecha, persona y nota.</p>
${steps('Abre <strong>Mantenimiento › Productos</strong> y elige un producto (filtra por categoría o por <em>pocas existencias</em> para encontrarlo rápido).', 'Añade un movimiento: <em>Entrada</em> para una entrega, <em>Salida</em> para lo usado o vendido, <em>Ajuste</em> tras un recuento (la cantidad que escribes es la diferencia).', 'Añade una nota (el proveedor, el motivo) y guarda. El nuevo saldo aparece al instante.')}
${bullets('Un movimiento que dejaría las existencias por debajo de cero se rechaza, y el campo de cantidad lo indica.', 'Los movimientos nunca se editan ni se borran: corrige un error con un ajuste.', 'Los productos por debajo de su mínimo aparecen en <strong>Inicio</strong>.')}`,
          tr: `<p class="lead">Bir ürünün stoku elle yazılmaz: hareketlerinin toplamıdır; bu yüzden her değişikliğin bir tarihi, bir kişisi ve bir notu vardır.</p>
${steps('<strong>Bakım › Ürünler</strong>’i açın ve bir ürün seçin (hızlı bulmak için kategoriye veya <em>düşük stok</em>’a göre süzün).', 'Bir hareket ekleyin: teslimat için <em>Giriş</em>, kullanılan veya satılan için <em>Çıkış</em>, sayımdan sonra <em>Düzeltme</em> (yazdığınız miktar farktır).', 'Bir not ekleyin (tedarikçi, neden) ve kaydedin. Yeni bakiye hemen görünür.')}
${bullets('Stoku sıfırın altına düşürecek bir hareket reddedilir ve miktar alanı bunu belirtir.', 'Hareketler asla düzenlenmez veya silinmez: bir hatayı düzeltme hareketiyle giderin.', 'Asgari stokun altındaki ürünler <strong>Ana sayfa</strong>’da listelenir.')}`,
        },
      },
    ],
  },
  {
    slug: 'settings',
    title: { en: 'Settings', es: 'Ajustes', tr: 'Ayarlar' },
    guides: [
      {
        slug: 'change-your-language',
        title: { en: 'Change your language', es: 'Cambiar el idioma', tr: 'Dilinizi değiştirin' },
        subtitle: {
          en: 'Use the app in English, Spanish or Turkish',
          es: 'Usa la aplicación en inglés, español o turco',
          tr: 'Uygulamayı İngilizce, İspanyolca veya Türkçe kullanın',
        },
        content: {
          en: `<p class="lead">Open the language menu in the toolbar (it shows the flag of the current language) and choose English, Español or Türkçe.</p>
${bullets('Menus, forms, the help center and messages switch at once, without reloading.', 'The choice is kept on this device; other devices keep their own.', 'Names of people and products stay as they were written.')}`,
          es: `<p class="lead">Abre el menú de idioma de la barra superior (muestra la bandera del idioma actual) y elige English, Español o Türkçe.</p>
${bullets('Los menús, formularios, el centro de ayuda y los mensajes cambian al instante, sin recargar.', 'La elección se guarda en este dispositivo; los demás dispositivos conservan la suya.', 'Los nombres de personas y productos se quedan como se escribieron.')}`,
          tr: `<p class="lead">Araç çubuğundaki dil menüsünü açın (geçerli dilin bayrağını gösterir) ve English, Español veya Türkçe’yi seçin.</p>
${bullets('Menüler, formlar, yardım merkezi ve mesajlar yeniden yüklemeden hemen değişir.', 'Seçim bu cihazda saklanır; diğer cihazlar kendi seçimlerini korur.', 'Kişi ve ürün adları yazıldıkları gibi kalır.')}`,
        },
      },
      {
        slug: 'switch-the-colour-theme',
        title: { en: 'Switch the colour theme', es: 'Cambiar el tema de color', tr: 'Renk temasını değiştirin' },
        subtitle: {
          en: 'Pick light or dark mode and a layout',
          es: 'Elige modo claro u oscuro y un diseño',
          tr: 'Açık veya koyu mod ve bir düzen seçin',
        },
        content: {
          en: `<p class="lead">Open the settings drawer (the gear at the edge of the screen).</p>
${steps('Under <em>Scheme</em>, choose <strong>Light</strong>, <strong>Dark</strong> or <strong>Auto</strong> (follows your device).', 'Under <em>Theme</em>, pick an accent colour.', 'Under <em>Layout</em>, choose how the menu is arranged. Your choices are kept for your account.')}`,
          es: `<p class="lead">Abre el panel de ajustes (el engranaje en el borde de la pantalla).</p>
${steps('En <em>Esquema</em>, elige <strong>Claro</strong>, <strong>Oscuro</strong> o <strong>Automático</strong> (sigue a tu dispositivo).', 'En <em>Tema</em>, elige un color de acento.', 'En <em>Diseño</em>, elige cómo se ordena el menú. Tus elecciones se guardan en tu cuenta.')}`,
          tr: `<p class="lead">Ayarlar panelini açın (ekranın kenarındaki dişli).</p>
${steps('<em>Şema</em> altında <strong>Açık</strong>, <strong>Koyu</strong> veya <strong>Otomatik</strong>’i (cihazınızı izler) seçin.', '<em>Tema</em> altında bir vurgu rengi seçin.', '<em>Düzen</em> altında menünün nasıl dizileceğini seçin. Seçimleriniz hesabınızda saklanır.')}`,
        },
      },
    ],
  },
]
