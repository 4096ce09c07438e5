/** The Spanish and Turkish of the help center's FAQ categories, by slug. */
export const FAQ_CATEGORY_TITLES: Record<string, { es: string; tr: string }> = {
  'most-asked': { es: 'Lo más preguntado', tr: 'En çok sorulanlar' },
  'general-inquiries': { es: 'Consultas generales', tr: 'Genel sorular' },
  licenses: { es: 'Licencias', tr: 'Lisanslar' },
  payments: { es: 'Pagos', tr: 'Ödemeler' },
  support: { es: 'Soporte', tr: 'Destek' },
}

type QA = [question: string, answer: string]

/** The Spanish and Turkish of each FAQ, by its English question (answers are HTML without the outer paragraph). */
export const FAQ_TRANSLATIONS: Record<string, { es: QA; tr: QA }> = {
  'How do I reset my password?': {
    es: [
      '¿Cómo restablezco mi contraseña?',
      'Abre la página de inicio de sesión y elige <strong>¿Olvidaste tu contraseña?</strong>. Escribe el correo de tu cuenta y te enviamos un enlace para elegir una contraseña nueva. El enlace sirve durante una hora.',
    ],
    tr: [
      'Şifremi nasıl sıfırlarım?',
      'Giriş sayfasını açın ve <strong>Şifremi unuttum</strong>’u seçin. Hesabınızın e-postasını yazın; yeni bir şifre seçmeniz için bir bağlantı gönderelim. Bağlantı bir saat geçerlidir.',
    ],
  },
  'Can I use the app without an internet connection?': {
    es: [
      '¿Puedo usar la aplicación sin conexión a internet?',
      'Sí. Tras tu primera visita la aplicación sigue funcionando sin conexión, incluso después de recargar. Lo que cambias se guarda en tu dispositivo.',
    ],
    tr: [
      'Uygulamayı internet bağlantısı olmadan kullanabilir miyim?',
      'Evet. İlk ziyaretinizden sonra uygulama, sayfayı yeniden yükleseniz bile çevrimdışı çalışmaya devam eder. Yaptığınız değişiklikler cihazınızda saklanır.',
    ],
  },
  'How do I change the language?': {
    es: [
      '¿Cómo cambio el idioma?',
      'Usa el menú de idioma de la barra superior. Hay inglés, español y turco, y tu elección se recuerda en este dispositivo.',
    ],
    tr: [
      'Dili nasıl değiştiririm?',
      'Araç çubuğundaki dil menüsünü kullanın. İngilizce, İspanyolca ve Türkçe vardır; seçiminiz bu cihazda hatırlanır.',
    ],
  },
  'How do I switch between light and dark mode?': {
    es: [
      '¿Cómo cambio entre modo claro y oscuro?',
      'Abre los ajustes y elige <em>Claro</em> u <em>Oscuro</em>. Los usuarios con sesión conservan su elección en todos sus dispositivos.',
    ],
    tr: [
      'Açık ve koyu mod arasında nasıl geçiş yaparım?',
      'Ayarları açın ve <em>Açık</em> ya da <em>Koyu</em>’yu seçin. Oturum açmış kullanıcılar seçimlerini tüm cihazlarında korur.',
    ],
  },
  'Where can I see my notifications?': {
    es: [
      '¿Dónde veo mis notificaciones?',
      'La campana de la barra superior las muestra, de la más reciente a la más antigua. Las no leídas se resaltan hasta que las abres o las marcas como leídas.',
    ],
    tr: [
      'Bildirimlerimi nerede görebilirim?',
      'Araç çubuğundaki zil onları en yeniden eskiye listeler. Okunmamış bildirimler, açana veya okundu olarak işaretleyene kadar vurgulanır.',
    ],
  },
  'What is this app for?': {
    es: [
      '¿Para qué sirve esta aplicación?',
      'Ayuda a pequeños negocios como clínicas, gimnasios y barberías a llevar su día: citas, clientes, servicios y el equipo.',
    ],
    tr: [
      'Bu uygulama ne işe yarar?',
      'Klinik, spor salonu ve berber gibi küçük işletmelerin gününü yönetmesine yardım eder: randevular, müşteriler, hizmetler ve ekip.',
    ],
  },
  'Which browsers are supported?': {
    es: [
      '¿Qué navegadores se admiten?',
      'Las dos últimas versiones de Chrome, Edge, Firefox y Safari, en ordenadores y en teléfonos.',
    ],
    tr: [
      'Hangi tarayıcılar destekleniyor?',
      'Chrome, Edge, Firefox ve Safari’nin son iki sürümü; masaüstünde ve telefonlarda.',
    ],
  },
  'Can I install the app on my phone?': {
    es: [
      '¿Puedo instalar la aplicación en mi teléfono?',
      'Sí. En Android elige <strong>Instalar app</strong> cuando el navegador lo ofrezca; en iPhone abre la aplicación en Safari, toca Compartir y elige <em>Agregar a la pantalla de inicio</em>.',
    ],
    tr: [
      'Uygulamayı telefonuma yükleyebilir miyim?',
      'Evet. Android’de tarayıcınız önerdiğinde <strong>Uygulamayı yükle</strong>’yi seçin; iPhone’da uygulamayı Safari’de açın, Paylaş’a dokunun ve <em>Ana Ekrana Ekle</em>’yi seçin.',
    ],
  },
  'Is my data shared with anyone?': {
    es: [
      '¿Se comparten mis datos con alguien?',
      'No. Tus datos se quedan en tu negocio. Nunca los vendemos y solo los usamos para darte el servicio.',
    ],
    tr: [
      'Verilerim kimseyle paylaşılıyor mu?',
      'Hayır. Verileriniz işletmenizde kalır. Onları asla satmayız ve yalnızca size hizmet vermek için kullanırız.',
    ],
  },
  'How do I reset the demo data?': {
    es: [
      '¿Cómo restablezco los datos de demostración?',
      'Abre los ajustes y elige <strong>Restablecer datos de demostración</strong>. Se eliminan todos tus cambios y vuelven los datos de ejemplo.',
    ],
    tr: [
      'Demo verilerini nasıl sıfırlarım?',
      'Ayarları açın ve <strong>Demo verilerini sıfırla</strong>’yı seçin. Yaptığınız tüm değişiklikler silinir ve örnek veriler geri gelir.',
    ],
  },
  'Who do I contact for help?': {
    es: [
      '¿A quién pido ayuda?',
      'Escribe a nuestro equipo de soporte desde la página de Soporte. Respondemos todos los mensajes, normalmente en un día laborable.',
    ],
    tr: [
      'Yardım için kime başvururum?',
      'Destek sayfasından destek ekibimize yazın. Her mesajı, genellikle bir iş günü içinde yanıtlarız.',
    ],
  },
  'What does my licence include?': {
    es: [
      '¿Qué incluye mi licencia?',
      'Toda licencia incluye todas las aplicaciones, las actualizaciones mientras esté activa y soporte por correo.',
    ],
    tr: [
      'Lisansım neleri kapsar?',
      'Her lisans tüm uygulamaları, etkin olduğu sürece güncellemeleri ve e-postayla desteği kapsar.',
    ],
  },
  'Can I use one licence for several businesses?': {
    es: [
      '¿Puedo usar una licencia para varios negocios?',
      'Una licencia cubre un negocio. Cada negocio adicional, aunque sea tuyo, necesita su propia licencia.',
    ],
    tr: [
      'Tek lisansı birden çok işletme için kullanabilir miyim?',
      'Bir lisans bir işletmeyi kapsar. Size ait olsa bile her ek işletmenin kendi lisansı gerekir.',
    ],
  },
  'Do I need a licence for each staff member?': {
    es: [
      '¿Necesito una licencia por cada empleado?',
      'No. Una licencia cubre a todo el equipo de un negocio, sea cual sea el número de personas que inicien sesión.',
    ],
    tr: [
      'Her çalışan için ayrı lisans gerekir mi?',
      'Hayır. Bir lisans, kaç kişi oturum açarsa açsın, bir işletmenin tüm ekibini kapsar.',
    ],
  },
  'Can I transfer my licence?': {
    es: [
      '¿Puedo transferir mi licencia?',
      'Sí, al nuevo propietario del mismo negocio. Escribe a soporte con el nombre y el correo del nuevo propietario.',
    ],
    tr: [
      'Lisansımı devredebilir miyim?',
      'Evet, aynı işletmenin yeni sahibine. Yeni sahibin adı ve e-postasıyla desteğe yazın.',
    ],
  },
  'What happens when my licence expires?': {
    es: [
      '¿Qué pasa cuando vence mi licencia?',
      'Puedes seguir iniciando sesión y exportar tus datos durante 30 días. Después, la cuenta se cierra.',
    ],
    tr: [
      'Lisansımın süresi dolunca ne olur?',
      '30 gün boyunca oturum açıp verilerinizi dışa aktarabilirsiniz. Sonrasında hesap kapatılır.',
    ],
  },
  'Which payment methods do you accept?': {
    es: [
      '¿Qué métodos de pago aceptan?',
      'Tarjetas de crédito y débito de las principales redes, y transferencia bancaria para los planes anuales.',
    ],
    tr: [
      'Hangi ödeme yöntemlerini kabul ediyorsunuz?',
      'Başlıca ağların kredi ve banka kartları; yıllık planlar için banka havalesi.',
    ],
  },
  'When am I charged?': {
    es: [
      '¿Cuándo se me cobra?',
      'El mismo día cada mes, o cada año en los planes anuales, a partir del día en que te suscribes.',
    ],
    tr: ['Ne zaman ücret alınır?', 'Abone olduğunuz günden başlayarak her ay aynı gün, yıllık planlarda her yıl.'],
  },
  'Can I get an invoice?': {
    es: [
      '¿Puedo obtener una factura?',
      'Cada pago tiene su factura. Descárgalas desde <strong>Ajustes &rsaquo; Facturación</strong>.',
    ],
    tr: [
      'Fatura alabilir miyim?',
      'Her ödemenin bir faturası vardır. Onları <strong>Ayarlar &rsaquo; Faturalama</strong>’dan indirin.',
    ],
  },
  'How do I update my card?': {
    es: [
      '¿Cómo actualizo mi tarjeta?',
      'Ve a <strong>Ajustes &rsaquo; Facturación</strong> y elige <em>Cambiar tarjeta</em>. La nueva tarjeta se usa desde el próximo pago.',
    ],
    tr: [
      'Kartımı nasıl güncellerim?',
      '<strong>Ayarlar &rsaquo; Faturalama</strong>’ya gidin ve <em>Kartı değiştir</em>’i seçin. Yeni kart bir sonraki ödemeden itibaren kullanılır.',
    ],
  },
  'Can I get a refund?': {
    es: [
      '¿Puedo pedir un reembolso?',
      'Sí, dentro de los 14 días siguientes a un pago si no has usado las funciones de pago. Escribe a soporte y te devolvemos el importe completo.',
    ],
    tr: [
      'Para iadesi alabilir miyim?',
      'Evet, ücretli özellikleri kullanmadıysanız bir ödemeden sonraki 14 gün içinde. Desteğe yazın, tutarın tamamını iade edelim.',
    ],
  },
  'Do prices include taxes?': {
    es: [
      '¿Los precios incluyen impuestos?',
      'Los precios se muestran sin impuestos. Los impuestos de tu país se añaden al pagar y aparecen en la factura.',
    ],
    tr: [
      'Fiyatlara vergiler dahil mi?',
      'Fiyatlar vergisiz gösterilir. Ülkenizin vergileri ödeme sırasında eklenir ve faturada gösterilir.',
    ],
  },
  'How do I report a bug?': {
    es: [
      '¿Cómo informo de un error?',
      'Escribe a soporte contando qué hiciste, qué esperabas y qué pasó en su lugar. Una captura de pantalla ayuda mucho.',
    ],
    tr: [
      'Bir hatayı nasıl bildiririm?',
      'Desteğe ne yaptığınızı, ne beklediğinizi ve bunun yerine ne olduğunu yazın. Bir ekran görüntüsü çok yardımcı olur.',
    ],
  },
  'How fast do you answer?': {
    es: ['¿Con qué rapidez responden?', 'En un día laborable, y normalmente mucho antes en horario de oficina.'],
    tr: ['Ne kadar hızlı yanıt veriyorsunuz?', 'Bir iş günü içinde; mesai saatlerinde genellikle çok daha erken.'],
  },
  'Do you offer training?': {
    es: [
      '¿Ofrecen formación?',
      'Sí. Las guías cubren cada aplicación, y cada mes damos una introducción en línea gratuita para equipos nuevos.',
    ],
    tr: [
      'Eğitim veriyor musunuz?',
      'Evet. Rehberler her uygulamayı kapsar ve her ay yeni ekipler için ücretsiz bir çevrimiçi tanıtım yapıyoruz.',
    ],
  },
  'Can you help me move my data?': {
    es: [
      '¿Pueden ayudarme a trasladar mis datos?',
      'Envíanos tu lista de clientes en una hoja de cálculo y la importamos por ti, gratis, una vez.',
    ],
    tr: [
      'Verilerimi taşımama yardım edebilir misiniz?',
      'Müşteri listenizi bir elektronik tabloda gönderin; sizin için bir kez, ücretsiz içe aktaralım.',
    ],
  },
  'Is there a status page?': {
    es: ['¿Hay una página de estado?', 'Sí. Muestra el estado del servicio y cualquier mantenimiento previsto.'],
    tr: ['Bir durum sayfası var mı?', 'Evet. Hizmetin durumunu ve planlanan bakımları gösterir.'],
  },
  'Do you support phone calls?': {
    es: [
      '¿Atienden por teléfono?',
      'El soporte es por escrito para que cada respuesta quede registrada, pero te llamamos con gusto cuando una llamada es más rápida.',
    ],
    tr: [
      'Telefonla destek veriyor musunuz?',
      'Her yanıt yazılı kalsın diye destek yazılıdır; ama bir arama daha hızlı olduğunda sizi memnuniyetle ararız.',
    ],
  },
  'How do I suggest a feature?': {
    es: [
      '¿Cómo propongo una función?',
      'Cuéntanoslo desde la página de Soporte. Leemos todas las propuestas y planificamos con ellas las próximas versiones.',
    ],
    tr: [
      'Bir özelliği nasıl öneririm?',
      'Destek sayfasından bize anlatın. Her öneriyi okuyor ve sonraki sürümleri onlarla planlıyoruz.',
    ],
  },
}
